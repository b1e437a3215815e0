import { data } from 'react-router'
import type { Route } from './+types/listing.not-now'
import { LinkPage } from '#app/components/appointments/link-page.tsx'
import { answerByLink, availabilityLinkMessages, readAvailabilityLink } from '#app/modules/profiles/availability.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

/** The "Not accepting new clients for now" link of the availability mail (issue 30): works without signing in, once; the click is a POST. */
export const meta: Route.MetaFunction = () => [...pageMeta('Not accepting new clients for now', 'Confirm whether you accept new clients.'), { name: 'robots', content: 'noindex' }]

export async function loader({ request }: Route.LoaderArgs) {
	const found = await readAvailabilityLink(new URL(request.url).searchParams.get('t'), 'no')
	return { lines: found.name ? [`Listing: ${found.name}`] : [], problem: found.problem }
}

export async function action({ request }: Route.ActionArgs) {
	const outcome = await answerByLink(new URL(request.url).searchParams.get('t'), 'no')
	if (outcome.ok) return { done: 'Done: your listing says you are not accepting new clients for now, confirmed today. It stays in the directory.', problem: null }
	return data({ done: null, problem: availabilityLinkMessages[outcome.problem] }, { status: outcome.problem === 'invalid' ? 403 : 409 })
}

export default function AvailabilityLink({ loaderData, actionData }: Route.ComponentProps) {
	return <LinkPage title="Not accepting new clients for now" lines={loaderData.lines} done={actionData?.done} problem={actionData?.problem ?? loaderData.problem} button="List me as not accepting for now" />
}

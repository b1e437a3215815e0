import { data } from 'react-router'
import type { Route } from './+types/listing.still-accepting'
import { LinkPage } from '#app/components/appointments/link-page.tsx'
import { answerByLink, availabilityLinkMessages, readAvailabilityLink } from '#app/modules/profiles/availability.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

/** The "Yes, still accepting new clients" link of the availability mail (issue 30): works without signing in, once; the click is a POST. */
export const meta: Route.MetaFunction = () => [...pageMeta('Yes, still accepting new clients', 'Confirm whether you accept new clients.'), { name: 'robots', content: 'noindex' }]

export async function loader({ request }: Route.LoaderArgs) {
	const found = await readAvailabilityLink(new URL(request.url).searchParams.get('t'), 'yes')
	return { lines: found.name ? [`Listing: ${found.name}`] : [], problem: found.problem }
}

export async function action({ request }: Route.ActionArgs) {
	const outcome = await answerByLink(new URL(request.url).searchParams.get('t'), 'yes')
	if (outcome.ok) return { done: 'Confirmed: your listing says you are accepting new clients, confirmed today.', problem: null }
	return data({ done: null, problem: availabilityLinkMessages[outcome.problem] }, { status: outcome.problem === 'invalid' ? 403 : 409 })
}

export default function AvailabilityLink({ loaderData, actionData }: Route.ComponentProps) {
	return <LinkPage title="Yes, still accepting new clients" lines={loaderData.lines} done={actionData?.done} problem={actionData?.problem ?? loaderData.problem} button="Confirm that you are accepting new clients" />
}

import { data } from 'react-router'
import type { Route } from './+types/contact.confirm'
import { LinkPage } from '#app/components/appointments/link-page.tsx'
import { confirmContactRequest, readConfirmLink } from '#app/modules/leads/contact-confirmation.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Confirm your message', 'Confirm your e-mail address to send your message.'), { name: 'robots', content: 'noindex' }]

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('t')

/** The page the confirmation mail links to: to whom the message goes; the button sends it (a GET never acts). */
export const loader = async ({ request }: Route.LoaderArgs) => readConfirmLink(tokenOf(request))

export async function action({ request }: Route.ActionArgs) {
	await readForm(request)
	const outcome = await confirmContactRequest(tokenOf(request))
	if (outcome.ok) return { done: `Thank you: your message is sent to ${outcome.dietitianName}, who is asked to answer within two business days. A copy is on its way to your e-mail.`, problem: null }
	return data({ done: null, problem: outcome.message }, { status: outcome.problem === 'invalid' ? 403 : outcome.problem === 'busy' ? 429 : 409 })
}

export default function ConfirmContact({ loaderData, actionData }: Route.ComponentProps) {
	const lines = loaderData.dietitianName ? [`Your message to ${loaderData.dietitianName} is waiting for this confirmation.`] : []
	return <LinkPage title="Confirm your message" lines={lines} done={actionData?.done} problem={actionData?.problem ?? loaderData.problem} button="Confirm and send my message" />
}

import { data } from 'react-router'
import type { Route } from './+types/contact.confirm'
import { LinkPage } from '#app/components/appointments/link-page.tsx'
import type { Translate } from '#app/i18n/format-message.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { confirmContactRequest, readConfirmLink, type ConfirmProblem } from '#app/modules/leads/contact-confirmation.server.ts'
import { waitWords } from '#app/modules/leads/contact-requests.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('contact.confirm.title'), t('contact.confirm.description')), { name: 'robots', content: 'noindex' }]
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('t')

/** Why the link cannot be used, in the page's language. */
function problemText(t: Translate, problem: ConfirmProblem, dietitianName: string | null, retryAfter: number) {
	switch (problem) {
		case 'invalid':
			return t('contact.confirm.invalid')
		case 'used':
			return t('contact.confirm.used')
		case 'expired':
			return t('contact.confirm.expired')
		case 'not-found':
			return t('contact.confirm.notFound')
		case 'busy': {
			const wait = t.locale === 'en' ? waitWords(retryAfter) : retryAfter >= 120 ? t('contact.wait.minutes', { count: Math.ceil(retryAfter / 60) }) : t('contact.wait.seconds', { count: retryAfter })
			return t('contact.confirm.busy', { name: dietitianName ?? '', wait })
		}
	}
}

/** The page the confirmation mail links to: to whom the message goes; the button sends it (a GET never acts). */
export const loader = async ({ request }: Route.LoaderArgs) => {
	const t = requestTranslator(request)
	const link = await readConfirmLink(tokenOf(request))
	return { dietitianName: link.dietitianName, problem: link.reason ? problemText(t, link.reason, null, 0) : null, i18n: pageI18n(request, ['contact', 'booking']) }
}

export async function action({ request }: Route.ActionArgs) {
	const t = requestTranslator(request)
	await readForm(request)
	const outcome = await confirmContactRequest(tokenOf(request))
	if (outcome.ok) return { done: t('contact.confirm.done', { name: outcome.dietitianName }), problem: null }
	// Busy names the dietitian; the link is still unused then, so it still says who.
	const name = outcome.problem === 'busy' ? (await readConfirmLink(tokenOf(request))).dietitianName : null
	return data({ done: null, problem: problemText(t, outcome.problem, name, outcome.retryAfter ?? 0) }, { status: outcome.problem === 'invalid' ? 403 : outcome.problem === 'busy' ? 429 : 409 })
}

export default function ConfirmContact({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const lines = loaderData.dietitianName ? [t('contact.confirm.waiting', { name: loaderData.dietitianName })] : []
	return <LinkPage title={t('contact.confirm.title')} lines={lines} done={actionData?.done} problem={actionData?.problem ?? loaderData.problem} button={t('contact.confirm.button')} pendingText={t('booking.linkPage.pending')} />
}

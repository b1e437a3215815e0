import { createContext, data, Link, redirect } from 'react-router'
import type { Route } from './+types/viewprofile.requests.reply'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { replyToContactRequest } from '#app/modules/leads/contact-replies.server.ts'
import { replyFormSchema } from '#app/modules/leads/reply-form.ts'
import { BodyError, readFormData } from '#app/modules/request/read-body.server.ts'
import { requireSameOrigin } from '#app/modules/request/same-origin.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { issueText } from '#app/modules/leads/form-issue-text.server.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('dashboard.reply.metaTitle'), t('dashboard.reply.metaDescription')), { name: 'robots', content: 'noindex' }]
}

/**
 * The dashboard's reply form and its "Replied by phone or e-mail" button (plain
 * posts, so they work without JavaScript; the dashboard sends them with a
 * fetcher and shows a refusal beside the form). Only the dietitian's own
 * confirmed requests, once.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	requireSameOrigin(request)
	const { user } = await requireUser(request)
	const t = requestTranslator(request)
	const refused = (error: string, status: number) => {
		context.set(refusedAnswer, true)
		return data({ error }, { status })
	}
	const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null
	// Read here, not thrown: the dashboard shows the refusal beside the form (a 1 MB reply is a 413 with a sentence).
	let form: FormData
	try {
		form = await readFormData(request, { limit: 64 * 1024 })
	} catch (error) {
		if (error instanceof BodyError) return refused(error.status === 413 ? t('dashboard.reply.tooLong') : error.message, error.status)
		throw error
	}
	const parsed = replyFormSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')))
	if (!parsed.success) return refused(parsed.error.issues.map((issue) => (issue.path[0] === 'message' ? issueText(t, 'message', issue.message) : t('dashboard.reply.chooseIntent'))).join(' '), 400)
	if (id === null) return refused(t('dashboard.reply.notFound'), 404)
	const outcome = await replyToContactRequest(user.id, id, parsed.data.intent === 'reply' ? { kind: 'site', message: parsed.data.message } : { kind: 'elsewhere' })
	if (!outcome.ok) return refused(outcome.problem === 'not-found' ? t('dashboard.reply.notFound') : t('dashboard.reply.alreadyReplied'), outcome.problem === 'not-found' ? 404 : 409)
	return redirectWithToast(localizePath('/viewprofile#requests', t.locale), { type: 'success', description: parsed.data.intent === 'reply' ? t('dashboard.reply.sent') : t('dashboard.reply.marked') }, { status: 303 })
}

/**
 * Set by a refused answer. Without JavaScript the form's post is a document request, after which
 * React Router runs the page's loader too (with the action's context): the loader's way back to the
 * dashboard must not replace the page that says what went wrong (issue 41 point 8).
 */
const refusedAnswer = createContext(false)

/** Opened by its address: the dashboard's requests are where answers are written. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
	context.get(refusedAnswer) ? { i18n: pageI18n(request, ['dashboard.reply']) } : redirect(localizePath('/viewprofile#requests', localeFromUrl(request.url)))

/** Seen only without JavaScript, after a refused answer: what went wrong and the way back. */
export default function ReplyRefused({ actionData }: Route.ComponentProps) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<div className="mx-auto max-w-xl px-4 py-16">
			<h1 className="text-3xl font-bold text-ink">{t('dashboard.reply.notSaved')}</h1>
			<p role="alert" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
				{actionData?.error ?? t('dashboard.reply.nothingChanged')}
			</p>
			<Link to={localePath('/viewprofile#requests')} className="mt-6 inline-block underline">
				{t('dashboard.reply.back')}
			</Link>
		</div>
	)
}

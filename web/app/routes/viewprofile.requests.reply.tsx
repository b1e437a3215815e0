import { createContext, data, Link, redirect } from 'react-router'
import type { Route } from './+types/viewprofile.requests.reply'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { replyToContactRequest } from '#app/modules/leads/contact-replies.server.ts'
import { replyFormSchema } from '#app/modules/leads/reply-form.ts'
import { BodyError, readFormData } from '#app/modules/request/read-body.server.ts'
import { requireSameOrigin } from '#app/modules/request/same-origin.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Answer a request', 'Answer a contact request.'), { name: 'robots', content: 'noindex' }]

/**
 * The dashboard's reply form and its "Replied by phone or e-mail" button (plain
 * posts, so they work without JavaScript; the dashboard sends them with a
 * fetcher and shows a refusal beside the form). Only the dietitian's own
 * confirmed requests, once.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	requireSameOrigin(request)
	const { user } = await requireUser(request)
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
		if (error instanceof BodyError) return refused(error.status === 413 ? 'This reply is too long: at most 5,000 characters.' : error.message, error.status)
		throw error
	}
	const parsed = replyFormSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')))
	if (!parsed.success) return refused(parsed.error.issues.map((issue) => issue.message).join(' '), 400)
	if (id === null) return refused('There is no such request among yours.', 404)
	const outcome = await replyToContactRequest(user.id, id, parsed.data.intent === 'reply' ? { kind: 'site', message: parsed.data.message } : { kind: 'elsewhere' })
	if (!outcome.ok) return refused(outcome.message, outcome.problem === 'not-found' ? 404 : 409)
	return redirectWithToast('/viewprofile#requests', { type: 'success', description: parsed.data.intent === 'reply' ? 'Your reply is sent.' : 'Marked as answered.' }, { status: 303 })
}

/**
 * Set by a refused answer. Without JavaScript the form's post is a document request, after which
 * React Router runs the page's loader too (with the action's context): the loader's way back to the
 * dashboard must not replace the page that says what went wrong (issue 41 point 8).
 */
const refusedAnswer = createContext(false)

/** Opened by its address: the dashboard's requests are where answers are written. */
export const loader = ({ context }: Route.LoaderArgs) => (context.get(refusedAnswer) ? null : redirect('/viewprofile#requests'))

/** Seen only without JavaScript, after a refused answer: what went wrong and the way back. */
export default function ReplyRefused({ actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-xl px-4 py-16">
			<h1 className="text-3xl font-bold text-ink">Your answer was not saved</h1>
			<p role="alert" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
				{actionData?.error ?? 'Nothing was changed.'}
			</p>
			<Link to="/viewprofile#requests" className="mt-6 inline-block underline">
				Back to your requests
			</Link>
		</div>
	)
}

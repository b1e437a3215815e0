import { data, Form, Link } from 'react-router'
import type { Route } from './+types/newsletter.unsubscribe'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { unsubscribe, unsubscribeLinkState } from '#app/modules/newsletter/subscriptions.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { formatDay } from '#app/modules/site/format-date.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Unsubscribe', 'Leave the American Dietitian newsletter.'), { name: 'robots', content: 'noindex' }]

// Opening the link only asks (mail scanners follow links, and must not unsubscribe anyone); opened again after use, it says it is done.
export async function loader({ request }: Route.LoaderArgs) {
	const token = new URL(request.url).searchParams.get('t') ?? ''
	const state = token ? await unsubscribeLinkState(token) : ({ status: 'invalid' } as const)
	return {
		token,
		email: state.status === 'invalid' ? null : state.email,
		doneSince: state.status === 'already' ? formatDay(state.since.toISOString()) : null,
	}
}

/**
 * The button of the page, and RFC 8058 one-click: mail providers POST
 * `List-Unsubscribe=One-Click` to the link itself, token in the query.
 */
export async function action({ request }: Route.ActionArgs) {
	const formData = await readForm(request)
	const token = formData.get('t') ?? new URL(request.url).searchParams.get('t')
	const result = await unsubscribe(token)
	if (result.status === 'invalid') return data({ outcome: 'invalid' as const }, { status: 400 })
	if (result.status === 'already') return { outcome: 'already' as const, email: result.email, since: formatDay(result.since.toISOString()) }
	return { outcome: 'done' as const, email: result.email }
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-xl px-4 py-16">
			<h1 className="text-3xl font-bold tracking-tight text-ink">Unsubscribe</h1>
			{actionData?.outcome === 'done' ? (
				<p role="status" className="mt-6 rounded-xl bg-brand-50 p-5 text-brand-900">
					{actionData.email} will get no more newsletters. You can subscribe again any time from the footer.
				</p>
			) : actionData?.outcome === 'already' ? (
				<p role="status" className="mt-6 rounded-xl bg-slate-100 p-5 text-slate-800">
					{actionData.email} was already unsubscribed on {actionData.since}. Nothing else to do.
				</p>
			) : loaderData.doneSince ? (
				<p role="status" className="mt-6 rounded-xl bg-slate-100 p-5 text-slate-800">
					Done: {loaderData.email} was unsubscribed on {loaderData.doneSince} and gets no newsletters. You can subscribe again any time from the footer.
				</p>
			) : actionData?.outcome === 'invalid' || !loaderData.email ? (
				<div className="mt-6 space-y-3 text-slate-700">
					<p role="alert" className="rounded-xl bg-red-50 p-5 text-red-800">This unsubscribe link is not valid. Use the link in the newsletter e-mail.</p>
					<p>
						Need help? <Link to="/aboutus" className="font-medium text-brand-800 underline">Contact us</Link>.
					</p>
				</div>
			) : (
				<Form method="post" className="mt-6 space-y-4">
					<input type="hidden" name="t" value={loaderData.token} />
					<p className="text-slate-700">Stop receiving the American Dietitian newsletter at {loaderData.email}?</p>
					<SubmitButton pendingText="Unsubscribing…">Unsubscribe</SubmitButton>
				</Form>
			)}
		</div>
	)
}

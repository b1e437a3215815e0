import type { Route } from './+types/outbox'
import { requireDevelopmentRequest } from '#app/modules/request/dev-only.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Outbox', 'Mail kept by the development mail transport.'), { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	requireDevelopmentRequest(context)
	const to = new URL(request.url).searchParams.get('to') ?? undefined
	return { mails: await listOutbox(to), to }
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-4xl px-4 py-12">
			<h1 className="text-3xl font-bold text-ink">Outbox</h1>
			<p className="mt-2 text-slate-600">
				No mail provider is configured, so mail is kept here instead of sent (development only).
				{loaderData.to ? ` Showing mail to ${loaderData.to}.` : null}
			</p>
			{loaderData.mails.length === 0 ? <p className="mt-8 text-slate-700">No mail yet.</p> : null}
			<ul className="mt-8 space-y-6">
				{loaderData.mails.map((mail, index) => (
					<li key={`${mail.sentAt}-${index}`} className="rounded-xl border border-slate-200 p-5">
						<p className="text-sm text-slate-600">
							To {mail.to} · {new Date(mail.sentAt).toUTCString()} · {mail.stream} stream
						</p>
						{mail.skipped ? <p className="mt-1 text-sm font-medium text-amber-800">Not sent: {mail.skipped}</p> : null}
						<h2 className="mt-1 text-lg font-semibold">{mail.subject}</h2>
						<pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-slate-800">{mail.text}</pre>
					</li>
				))}
			</ul>
		</div>
	)
}

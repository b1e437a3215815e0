import { data, Form } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/privacy.erase'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useT } from '#app/i18n/i18n-context.tsx'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { guardAuthForm } from '#app/modules/auth/form-guard.server.ts'
import { eraseVisitorData, requestErasureCode } from '#app/modules/privacy/visitor-erasure.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('privacy.erase.title'), t('privacy.erase.intro')), { name: 'robots', content: 'noindex' }]
}

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageI18n(request, ['privacy']) })

const email = z.string().trim().toLowerCase().max(320).pipe(z.email())
const send = z.object({ intent: z.literal('send'), email })
const erase = z.object({ intent: z.literal('erase'), email, code: z.string().trim().regex(/^\d{6}$/) })

type Answer = { step: 'email' | 'code' | 'done'; email?: string; message?: string; problem?: boolean; lines?: string[] }

/**
 * Issue 48 point 5, linked from every mail to a visitor: the address, then the code mailed to it, then what
 * it sent is erased. The first step answers the same for every address (nothing says whether it sent anything).
 */
export async function action({ request, context }: Route.ActionArgs) {
	const t = requestTranslator(request)
	const formData = await readForm(request)
	const rejected = await guardAuthForm(formData, 'erase-visitor', context.get(clientIpContext), formData.get('email'), { locale: t.locale })
	if (rejected) return data<Answer>({ step: 'email', message: rejected.data.result.error[''][0], problem: true }, rejected.init ?? { status: 400 })
	const fields = Object.fromEntries(formData)
	if (fields.intent === 'send') {
		const parsed = send.safeParse(fields)
		if (!parsed.success) return data<Answer>({ step: 'email', message: t('privacy.erase.badEmail'), problem: true }, { status: 400 })
		await requestErasureCode(parsed.data.email, t.locale)
		return data<Answer>({ step: 'code', email: parsed.data.email, message: t('privacy.erase.codeSent', { email: parsed.data.email }) })
	}
	const parsed = erase.safeParse(fields)
	if (!parsed.success) return data<Answer>({ step: 'code', email: String(fields.email ?? ''), message: t('privacy.erase.badCode'), problem: true }, { status: 400 })
	const outcome = await eraseVisitorData(parsed.data.email, parsed.data.code)
	if (!outcome.ok) {
		const message = outcome.reason === 'locked' ? t('privacy.erase.locked') : outcome.reason === 'expired' ? t('privacy.erase.expired') : t('privacy.erase.badCode')
		return data<Answer>({ step: 'code', email: parsed.data.email, message, problem: true }, { status: 400 })
	}
	const lines = [
		t('privacy.erase.doneRequests', { count: outcome.contactRequests }),
		t('privacy.erase.doneAppointments', { count: outcome.appointments }),
		...(outcome.cancelled ? [t('privacy.erase.doneCancelled', { count: outcome.cancelled })] : []),
	]
	return data<Answer>({ step: 'done', lines })
}

export default function EraseWhatISent({ actionData }: Route.ComponentProps) {
	const t = useT()
	const answer: Answer = actionData ?? { step: 'email' }
	return (
		<div className="mx-auto max-w-xl px-4 py-16">
			<h1 className="text-3xl font-bold text-ink">{t('privacy.erase.title')}</h1>
			<p className="mt-4 text-slate-700">{t('privacy.erase.intro')}</p>
			{answer.message ? (
				<p role={answer.problem ? 'alert' : 'status'} className={`mt-6 rounded-xl border p-4 ${answer.problem ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-slate-200 bg-slate-50 text-slate-800'}`}>
					{answer.message}
				</p>
			) : null}
			{answer.step === 'done' ? (
				<ul role="status" className="mt-6 list-disc space-y-1 pl-5 text-slate-800">
					{answer.lines?.map((line) => (
						<li key={line}>{line}</li>
					))}
				</ul>
			) : (
				<Form method="post" className="mt-6 space-y-4">
					<Honeypot />
					{answer.step === 'code' ? (
						<>
							<input type="hidden" name="email" value={answer.email} />
							<label htmlFor="erase-code" className="block font-medium text-slate-800">
								{t('privacy.erase.codeLabel')}
							</label>
							<input id="erase-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required className="block w-40 rounded-lg border border-slate-300 px-3 py-2" />
							<SubmitButton name="intent" value="erase" pendingText={t('privacy.erase.erasing')} variant="secondary" className="text-red-800 ring-red-300 hover:bg-red-50">
								{t('privacy.erase.eraseButton')}
							</SubmitButton>
						</>
					) : (
						<>
							<label htmlFor="erase-email" className="block font-medium text-slate-800">
								{t('privacy.erase.emailLabel')}
							</label>
							<input id="erase-email" name="email" type="email" autoComplete="email" required className="block w-full rounded-lg border border-slate-300 px-3 py-2" />
							<SubmitButton name="intent" value="send" pendingText={t('privacy.erase.sending')}>
								{t('privacy.erase.sendButton')}
							</SubmitButton>
						</>
					)}
				</Form>
			)}
		</div>
	)
}

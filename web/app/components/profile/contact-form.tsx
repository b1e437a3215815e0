import { useEffect, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import { Field, FormErrors } from '#app/components/ui/field.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { buttonBase, buttonVariants } from '#app/components/ui/button-styles.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import type { ContactFormAnswer } from '#app/modules/leads/contact-form-action.server.ts'
import { messageMaxLength } from '#app/modules/leads/message-limit.ts'

type Props = { dietitianName: string; answer: ContactFormAnswer | undefined; disabled?: boolean }

/** The contact form of a profile: a plain post, so it works without JavaScript. */
export function ContactForm({ dietitianName, answer, disabled }: Props) {
	const t = useT()
	const confirmation = useRef<HTMLDivElement>(null)
	useEffect(() => {
		if (answer?.status === 'held') confirmation.current?.focus()
	}, [answer])
	if (answer?.status === 'held') {
		return (
			<div ref={confirmation} tabIndex={-1} role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900">
				<p className="font-semibold">{t('contact.held.title')}</p>
				<p className="mt-1 text-sm">
					{t.rich('contact.held.text', { email: answer.email, name: answer.dietitianName, address: (chunks) => <span className="font-medium break-all">{chunks}</span> })}
				</p>
			</div>
		)
	}
	const errors = answer?.status === 'error' ? answer.errors : {}
	const values = answer?.status === 'error' ? answer.values : {}
	const field = (name: string) => ({ id: `contact-${name}`, name, defaultValue: values[name as keyof typeof values] ?? '' })
	return (
		<Form method="post" className="relative space-y-4" aria-describedby="contact-notice">
			<FormErrors errors={errors['']} />
			<p id="contact-notice" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
				{t('contact.form.notice', { name: dietitianName })}
			</p>
			<div className="grid gap-4 sm:grid-cols-2">
				<Field label={t('contact.form.name')} inputProps={{ ...field('name'), autoComplete: 'name', required: true, maxLength: 80 }} errors={errors.name} />
				<Field label={t('contact.form.email')} inputProps={{ ...field('email'), type: 'email', autoComplete: 'email', required: true, maxLength: 254 }} errors={errors.email} />
				<Field label={t('contact.form.phone')} inputProps={{ ...field('phone'), type: 'tel', autoComplete: 'tel', maxLength: 30 }} errors={errors.phone} />
				<fieldset>
					<legend className="block text-sm font-medium text-slate-800">{t('contact.form.preferred')}</legend>
					<div className="mt-2 flex gap-4 text-sm">
						{(['email', 'phone'] as const).map((method) => (
							<label key={method} className="inline-flex items-center gap-2">
								<input type="radio" name="preferredContact" value={method} defaultChecked={(values.preferredContact || 'email') === method} />
								{method === 'email' ? t('contact.form.byEmail') : t('contact.form.byPhone')}
							</label>
						))}
					</div>
					{errors.preferredContact ? <p className="text-sm text-red-700">{errors.preferredContact.join(' ')}</p> : null}
				</fieldset>
			</div>
			<div className="space-y-1">
				<label htmlFor="contact-message" className="block text-sm font-medium text-slate-800">
					{t('contact.form.message')}
				</label>
				<textarea
					{...field('message')}
					required
					minLength={10}
					maxLength={messageMaxLength}
					rows={5}
					aria-invalid={errors.message ? true : undefined}
					aria-describedby={['contact-message-hint', errors.message ? 'contact-message-error' : null].filter(Boolean).join(' ')}
					className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
				/>
				<p id="contact-message-hint" className="text-xs text-slate-600">
					{t('contact.form.messageHint', { max: String(messageMaxLength) })}
				</p>
				{errors.message ? (
					<p id="contact-message-error" className="text-sm text-red-700">
						{errors.message.join(' ')}
					</p>
				) : null}
			</div>
			<div>
				<label className="flex items-start gap-2 text-sm text-slate-800">
					<input type="checkbox" name="consent" required className="mt-1" aria-invalid={errors.consent ? true : undefined} />
					<span>{t('contact.form.consent', { name: dietitianName })}</span>
				</label>
				{errors.consent ? <p className="text-sm text-red-700">{errors.consent.join(' ')}</p> : null}
			</div>
			<Honeypot id="contact-company-website" />
			<SendButton disabled={disabled} />
		</Form>
	)
}

/** The form's submit button; a plain button (not ui/Button) so the public profile loads no tailwind-merge. */
function SendButton({ disabled }: { disabled?: boolean }) {
	const t = useT()
	const pending = useNavigation().state === 'submitting'
	return (
		<button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} className={`${buttonBase} ${buttonVariants.primary}`}>
			{pending ? (
				<>
					<span aria-hidden="true" className="size-4 rounded-full border-2 border-white/40 border-t-white" style={{ animation: 'spin 0.8s linear infinite' }} />
					{t('contact.form.sending')}
				</>
			) : (
				t('contact.form.send')
			)}
		</button>
	)
}

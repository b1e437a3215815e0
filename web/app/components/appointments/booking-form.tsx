import { Form, Link } from 'react-router'
import { Field, FormErrors } from '#app/components/ui/field.tsx'
import { RequiredMark } from '#app/components/ui/required-mark.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import type { Translate } from '#app/i18n/format-message.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { reasonMaxLength } from '#app/modules/appointments/booking-request-schema.ts'
import type { BookingAnswer, BookingInsuranceChoice, ChosenOpening, OtherOpening } from '#app/modules/appointments/booking-page.server.ts'

/** Openings offered instead of one that cannot be booked: each a link back to this form. */
export function OtherOpenings({ id, others, tz }: { id: number; others: OtherOpening[]; tz: string | null }) {
	const t = useT()
	const localePath = useLocalePath()
	if (others.length === 0) {
		return (
			<p className="text-sm">
				<Link to={localePath(`/viewdoctorprofile/${id}#book`)} className="font-medium text-brand-800 underline">
					{t('booking.seeOpenings')}
				</Link>
			</p>
		)
	}
	return (
		<div>
			<h2 className="text-lg font-semibold text-ink">{t('booking.otherOpenings')}</h2>
			<ul className="mt-2 space-y-2">
				{others.map((other) => (
					<li key={other.start}>
						<Link to={localePath(`/viewdoctorprofile/${id}/book?${new URLSearchParams({ kind: other.kind, start: other.start, ...(tz ? { tz } : {}) })}`)} className="font-medium text-brand-800 underline">
							{other.when}
						</Link>
					</li>
				))}
			</ul>
		</div>
	)
}

const money = (t: Translate, cents: number | null) => (!cents ? t('booking.free') : `$${(cents / 100).toFixed(cents % 100 ? 2 : 0)}`)

type Props = { id: number; opening: ChosenOpening; dietitianName: string; insurance: BookingInsuranceChoice; answer: BookingAnswer | undefined; tz: string | null }

/** The booking form: a plain post, so it works without JavaScript; errors come back with what was typed. */
export function BookingForm({ id, opening, dietitianName, insurance, answer, tz }: Props) {
	const t = useT()
	const errors = answer?.status === 'error' ? answer.errors : {}
	const values = answer?.status === 'error' ? answer.values : {}
	const others = answer?.status === 'error' ? answer.others : []
	const field = (name: keyof typeof values) => ({ id: `booking-${name}`, name, defaultValue: values[name] ?? '' })
	return (
		<div className="mt-6 space-y-6">
			<div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
				<p className="text-sm text-slate-600">{opening.kindLabel}</p>
				<p className="text-lg font-semibold text-ink" data-testid="booking-when">
					{opening.when}
				</p>
				{opening.visitorWhen ? <p className="text-sm text-slate-700">{t('booking.form.yourTime', { when: opening.visitorWhen })}</p> : null}
				<p className="mt-1 text-sm text-slate-700">
					{/* No price when the profile states no first-visit fee: "free" would be a price it never gave (issue 42.2). */}
					{opening.priceCents === null ? t('booking.form.minutes', { minutes: opening.minutes }) : t('booking.form.minutesPrice', { minutes: opening.minutes, price: money(t, opening.priceCents) })}
				</p>
			</div>
			{others.length ? (
				<div className="space-y-3">
					<FormErrors errors={errors['']} />
					<OtherOpenings id={id} others={others} tz={tz} />
				</div>
			) : null}
			<Form method="post" className="relative space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
				{others.length ? null : <FormErrors errors={errors['']} />}
				<input type="hidden" name="start" value={opening.start} />
				<input type="hidden" name="kind" value={opening.kind} />
				<fieldset>
					<legend className="block text-sm font-medium text-slate-800">{t('booking.form.how')}</legend>
					<div className="mt-2 flex flex-wrap gap-4 text-sm">
						{opening.formats.map((format, index) => (
							<label key={format.value} className="inline-flex items-center gap-2">
								<input type="radio" name="format" value={format.value} defaultChecked={values.format ? values.format === format.value : index === 0} />
								{format.label}
							</label>
						))}
					</div>
					{errors.format ? <p className="text-sm text-red-700">{errors.format.join(' ')}</p> : null}
				</fieldset>
				<div className="grid gap-4 sm:grid-cols-2">
					<Field label={<>{t('contact.form.name')}<RequiredMark words={t('common.required')} /></>} inputProps={{ ...field('name'), autoComplete: 'name', required: true, maxLength: 80 }} errors={errors.name} />
					<Field label={<>{t('contact.form.email')}<RequiredMark words={t('common.required')} /></>} inputProps={{ ...field('email'), type: 'email', autoComplete: 'email', required: true, maxLength: 254 }} errors={errors.email} hint={t('booking.form.emailHint')} />
					<Field label={t('contact.form.phone')} inputProps={{ ...field('phone'), type: 'tel', autoComplete: 'tel', maxLength: 30 }} errors={errors.phone} />
					<div className="space-y-1">
						<label htmlFor="booking-insurance" className="block text-sm font-medium text-slate-800">
							{t('booking.form.insurance')}
						</label>
						{/* The plans the dietitian takes, self-pay at the first visit's price, or another plan, which the note below explains. */}
						<select
							id="booking-insurance"
							name="insurance"
							defaultValue={values.insurance || 'Self-pay'}
							aria-describedby="booking-insurance-other"
							className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm"
						>
							{insurance.plans.map((payer) => (
								<option key={payer} value={payer}>
									{payer}
								</option>
							))}
							<option value="Self-pay">{insurance.selfPayCents ? t('booking.form.selfPayPrice', { price: money(t, insurance.selfPayCents) }) : t('booking.form.selfPay')}</option>
							<option value="Other">{t('booking.form.otherInsurance')}</option>
						</select>
						<p id="booking-insurance-other" className="text-sm text-slate-600">
							{t('booking.form.outOfNetwork', { name: dietitianName })}
							{insurance.superbill ? ` ${t('booking.form.superbill', { name: dietitianName })}` : ''}
						</p>
						{errors.insurance ? <p className="text-sm text-red-700">{errors.insurance.join(' ')}</p> : null}
					</div>
				</div>
				<div className="space-y-1">
					<label htmlFor="booking-reason" className="block text-sm font-medium text-slate-800">
						{t('booking.form.reason')}
						<RequiredMark words={t('common.required')} />
					</label>
					<textarea
						{...field('reason')}
						required
						minLength={3}
						maxLength={reasonMaxLength}
						rows={4}
						aria-invalid={errors.reason ? true : undefined}
						aria-describedby={['booking-reason-hint', errors.reason ? 'booking-reason-error' : null].filter(Boolean).join(' ')}
						className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
					/>
					<p id="booking-reason-hint" className="text-xs text-slate-600">
						{t('booking.form.reasonHint', { name: dietitianName, max: String(reasonMaxLength) })}
					</p>
					{errors.reason ? (
						<p id="booking-reason-error" className="text-sm text-red-700">
							{errors.reason.join(' ')}
						</p>
					) : null}
				</div>
				{errors.start || errors.kind ? <FormErrors errors={[...(errors.start ?? []), ...(errors.kind ?? [])]} /> : null}
				<Honeypot id="booking-company-website" />
				<SubmitButton pendingText={t('booking.form.pending')}>{t('booking.form.submit')}</SubmitButton>
			</Form>
		</div>
	)
}

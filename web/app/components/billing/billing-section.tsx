import { Form, Link } from 'react-router'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import type { BillingSummary } from '#app/modules/billing/billing-summary.server.ts'

function Row({ label, children }: { label: string; children: React.ReactNode }) {
	return (
		<div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
			<dt className="text-sm text-slate-600">{label}</dt>
			<dd className="text-sm font-medium break-all text-ink sm:col-span-2">{children}</dd>
		</div>
	)
}

/** The account's payments, newest first; in Stripe mode each links to Stripe's page of its invoice. */
function Payments({ history, testMode }: { history: BillingSummary['history']; testMode: boolean }) {
	const t = useT()
	if (history.problem) return <p className="mt-4 text-sm text-amber-900">{history.problem}</p>
	if (history.payments.length === 0) return null
	return (
		<div className="mt-6">
			<h3 className="text-base font-semibold text-ink">{t('dashboard.billing.payments')}</h3>
			<div className="mt-2 overflow-x-auto">
				<table className="w-full text-sm">
					<caption className="sr-only">{t('dashboard.billing.paymentsCaption')}</caption>
					<thead>
						<tr className="text-left text-slate-600">
							<th scope="col" className="py-1 pr-3 font-medium">{t('dashboard.billing.date')}</th>
							<th scope="col" className="py-1 pr-3 text-right font-medium">{t('dashboard.billing.amount')}</th>
							<th scope="col" className="py-1 pr-3 font-medium">{t('dashboard.billing.status')}</th>
							<th scope="col" className="py-1 font-medium">{t('dashboard.billing.invoice')}</th>
						</tr>
					</thead>
					<tbody>
						{history.payments.map((payment) => (
							<tr key={payment.id} className="border-t border-slate-100">
								<td className="py-2 pr-3 whitespace-nowrap">{payment.date}</td>
								<td className="py-2 pr-3 text-right">{payment.amount}</td>
								<td className="py-2 pr-3">{payment.status}</td>
								<td className="py-2">
									{payment.url ? (
										<a href={payment.url} className="font-medium text-brand-800 underline" rel="noreferrer">
											{payment.number ? t('dashboard.billing.invoiceNumber', { number: payment.number }) : t('dashboard.billing.seeInvoice')}
										</a>
									) : (
										<span className="text-slate-600">{testMode ? t('dashboard.billing.testPayment') : '—'}</span>
									)}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</div>
	)
}

/**
 * The Billing section of /viewprofile: plan, interval, status, renewal or end
 * date, and spec §3's payment state (billing e-mail, customer id), with
 * "Manage billing" leading to the Stripe Billing Portal.
 */
export function BillingSection({ billing }: { billing: BillingSummary }) {
	const t = useT()
	const localePath = useLocalePath()
	const { subscription } = billing
	return (
		<section aria-labelledby="billing-heading" id="billing" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="billing-heading" className="text-xl font-semibold text-ink">
					{t('dashboard.billing.title')}
				</h2>
				{billing.payments === 'test' ? <p className="rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900">{t('dashboard.billing.testMode')}</p> : null}
			</div>
			<dl className="mt-4 divide-y divide-slate-100">
				<Row label={t('dashboard.billing.plan')}>
					{billing.planName ?? t('dashboard.billing.noPlan')}
					{billing.planEnds ? <span className="block font-normal text-slate-700">{billing.planEnds}</span> : null}
				</Row>
				{subscription ? (
					<>
						<Row label={t('dashboard.billing.subscription')}>
							{t('dashboard.billing.billed', { plan: subscription.planName, interval: subscription.interval, price: subscription.price })}
						</Row>
						<Row label={t('dashboard.billing.status')}>{subscription.status}</Row>
						{subscription.date ? <Row label={subscription.dateLabel ?? t('dashboard.billing.date')}>{subscription.date}</Row> : null}
					</>
				) : null}
				{billing.billingEmail ? <Row label={t('dashboard.billing.email')}>{billing.billingEmail}</Row> : null}
				{billing.customerId ? (
					<Row label={t('dashboard.billing.customerId')}>
						<code className="font-mono text-xs">{billing.customerId}</code>
					</Row>
				) : null}
			</dl>
			<Payments history={billing.history} testMode={billing.payments === 'test'} />
			<div className="mt-4 flex flex-wrap gap-3">
				{billing.payments === 'off' ? (
					<p className="text-sm text-slate-600">{t('pricing.paymentsOff')}</p>
				) : billing.canManage ? (
					<Form method="post" action={localePath('/billing/portal')}>
						<SubmitButton pendingText={t('dashboard.billing.opening')} variant="secondary">
							{t('dashboard.billing.manage')}
						</SubmitButton>
					</Form>
				) : null}
				{billing.planName ? null : (
					<Link to={localePath('/services')} className="inline-flex rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
						{t('dashboard.listing.choosePlan')}
					</Link>
				)}
			</div>
		</section>
	)
}

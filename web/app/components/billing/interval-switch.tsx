import { Link } from 'react-router'
import { clsx } from 'clsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import type { BillingInterval } from '#app/modules/billing/plans.ts'

/** Monthly / yearly prices on /services: two links, so it works without JavaScript. */
export function IntervalSwitch({ interval }: { interval: BillingInterval }) {
	const t = useT()
	const localePath = useLocalePath()
	const option = (value: BillingInterval, label: string, note?: string) => (
		<Link
			to={localePath(`/services?interval=${value}`)}
			preventScrollReset
			replace
			aria-current={interval === value ? 'page' : undefined}
			className={clsx(
				'rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
				interval === value ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-700 hover:bg-white',
			)}
		>
			{label}
			{note ? <span className={clsx('ml-1.5 font-medium', interval === value ? 'text-brand-100' : 'text-brand-800')}>{note}</span> : null}
		</Link>
	)
	return (
		<nav aria-label={t('pricing.interval.label')} className="inline-flex gap-1 rounded-full bg-slate-100 p-1">
			{option('month', t('pricing.interval.month'))}
			{option('year', t('pricing.interval.year'), t('pricing.interval.yearNote'))}
		</nav>
	)
}

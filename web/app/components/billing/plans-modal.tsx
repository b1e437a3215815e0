import { Dialog } from 'radix-ui'
import { Link, useRouteLoaderData } from 'react-router'
import type { ChromeData } from '#app/components/layout/chrome-data.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { planTexts } from '#app/modules/billing/plan-texts.ts'
import { plans } from '#app/modules/billing/plans.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { ChoosePlanButton } from './choose-plan-button.tsx'

/**
 * Spec §2: Create/Edit Profile without a plan opens this modal (770 px wide,
 * §9): the three plans with their monthly prices, each with a "Choose" that
 * starts the same checkout as the pricing page; or on to /services or /home.
 */
export function PlansModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
	const root = useRouteLoaderData<ChromeData>('root')
	const t = useT()
	const localePath = useLocalePath()
	const close = () => onOpenChange(false)
	return (
		<Dialog.Root open={open} onOpenChange={onOpenChange}>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
				<Dialog.Content
					style={{ maxWidth: 770 }}
					className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-8"
				>
					<Dialog.Title className="text-xl font-semibold text-ink">{t('dashboard.plansModal.title')}</Dialog.Title>
					<Dialog.Description className="mt-2 text-slate-600">{t('dashboard.plansModal.description')}</Dialog.Description>
					<ul className="mt-6 grid gap-3 sm:grid-cols-3">
						{plans.map((plan) => ({ plan, texts: planTexts(plan, t) })).map(({ plan, texts }) => (
							<li key={plan.id} className={`flex flex-col rounded-xl border p-4 ${plan.highlighted ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'}`}>
								<h3 className="font-semibold text-ink">{texts.name}</h3>
								<p className="mt-1">
									<span className="text-2xl font-bold text-ink">{formatPrice(plan.monthlyCents)}</span>
									<span className="text-sm text-slate-600">{t('pricing.perMonth')}</span>
								</p>
								<p className="mt-1 flex-1 text-sm text-slate-600">{texts.summary}</p>
								<div className="mt-4">
									<ChoosePlanButton
										plan={{ key: plan.key, name: texts.name }}
										label={t('pricing.choose', { plan: texts.name })}
										paymentsOffLabel={t('pricing.paymentsOff')}
										interval="month"
										signedIn
										paymentsEnabled={root?.paymentsEnabled ?? true}
										onChoose={close}
										className={plan.highlighted ? 'bg-brand-700 text-white hover:bg-brand-800' : 'bg-brand-50 text-brand-900 hover:bg-brand-100'}
									/>
								</div>
							</li>
						))}
					</ul>
					<div className="mt-6 flex flex-wrap justify-end gap-3">
						<Link to={localePath('/home')} onClick={close} className="rounded-lg px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
							{t('dashboard.plansModal.home')}
						</Link>
						<Link to={localePath('/services')} onClick={close} className="rounded-lg px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50">
							{t('dashboard.plansModal.plans')}
						</Link>
					</div>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}

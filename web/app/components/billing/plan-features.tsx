import { clsx } from 'clsx'

/** A plan's feature list with check marks (the pricing page, the checkout pages, the plans modal). */
export function PlanFeatures({ features, className }: { features: string[]; className?: string }) {
	return (
		<ul className={clsx('space-y-2 text-sm text-slate-700', className)}>
			{features.map((feature) => (
				<li key={feature} className="flex gap-2">
					<span aria-hidden="true" className="text-brand-700">
						✓
					</span>
					{feature}
				</li>
			))}
		</ul>
	)
}

import { formatPrice } from '#app/modules/site/format-price.ts'

/** The self-pay range of a visit as the profile page shows it ('$80–$120', '$80'), or null when none is set. */
export function selfPayText({ selfPayMinCents: min, selfPayMaxCents: max }: { selfPayMinCents: number | null; selfPayMaxCents: number | null }): string | null {
	return min === null ? null : `${formatPrice(min)}${max !== null ? `–${formatPrice(max)}` : ''}`
}

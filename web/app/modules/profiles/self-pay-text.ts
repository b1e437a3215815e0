import { formatDay } from '#app/modules/site/format-date.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'

/** The self-pay range of a visit as the profile page shows it ('$80–$120', '$80'), or null when none is set. */
export function selfPayText({ selfPayMinCents: min, selfPayMaxCents: max }: { selfPayMinCents: number | null; selfPayMaxCents: number | null }): string | null {
	return min === null ? null : `${formatPrice(min)}${max !== null ? `–${formatPrice(max)}` : ''}`
}

type FeeColumns = {
	selfPayMinCents: number | null
	selfPayMaxCents: number | null
	selfPayFirstVisitCents: number | null
	selfPayFollowUpCents: number | null
	superbill: boolean
	slidingScale: boolean
	insuranceConfirmedAt: Date | null
}

export type FeesText = {
	/** 'First visit $120 · follow-up $80', or the range ('$80–$120 a visit') when no rate per visit is given. */
	selfPay: string | null
	superbill: boolean
	slidingScale: boolean
	/** The day the dietitian last saved the insurance list ('Nov 20, 2026'): every plan on it was confirmed then. */
	insuranceConfirmedOn: string | null
}

/** What the profile page says about paying, written on the server so the page's script carries none of it. */
export function feesText(profile: FeeColumns): FeesText {
	const rates = [
		profile.selfPayFirstVisitCents === null ? null : `first visit ${formatPrice(profile.selfPayFirstVisitCents)}`,
		profile.selfPayFollowUpCents === null ? null : `follow-up ${formatPrice(profile.selfPayFollowUpCents)}`,
	].filter((rate) => rate !== null)
	const range = selfPayText(profile)
	const selfPay = rates.length ? rates.join(' · ').replace(/^./, (c) => c.toUpperCase()) : range ? `${range} a visit` : null
	return {
		selfPay,
		superbill: profile.superbill,
		slidingScale: profile.slidingScale,
		insuranceConfirmedOn: profile.insuranceConfirmedAt ? formatDay(profile.insuranceConfirmedAt.toISOString()) : null,
	}
}

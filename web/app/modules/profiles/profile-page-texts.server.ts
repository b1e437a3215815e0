import type { Translate } from '#app/i18n/format-message.ts'
import { intlLocale } from '#app/i18n/locale.ts'
import { formatDay, formatDayIn } from '#app/modules/site/format-date.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import type { ListingState } from './availability-rules.ts'
import { zoneLongName } from './office-hours.ts'
import { selfPayText, type FeesText } from './self-pay-text.ts'
import { isVerified, type CredentialCheck } from './verified-text.ts'

/**
 * The public profile's sentences in the page's language (issue 32), written on the server so the page's
 * script carries none of their code. English reads exactly as the shared helpers write it for the cards
 * and the API (verified-text.ts, availability-text.ts, self-pay-text.ts, contact-replies.server.ts).
 */

/** A day as the page's language writes it: 'Nov 20, 2026' (spec §9) or '20 nov 2026'. */
export const dayText = (t: Translate, iso: string) => formatDayIn(iso, t.locale)

/** 'Nov 20' or '20 nov': the day without its year. */
const shortDayText = (t: Translate, iso: string) =>
	t.locale === 'en' ? formatDay(iso).slice(0, 6) : new Intl.DateTimeFormat(intlLocale(t.locale), { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(new Date(iso))

const checkKind = (t: Translate, kind: CredentialCheck['kind']) => (kind === 'npi' ? t('profile.check.npi') : kind === 'cdr' ? t('profile.check.cdr') : t('profile.check.licence'))

/** "NPI 1234567893 · checked Nov 20, 2026". */
export function checkLineText(t: Translate, check: CredentialCheck) {
	const number = check.kind === 'licence' && check.state ? `${check.state} ${check.number}` : check.number
	return t('profile.check.line', { kind: checkKind(t, check.kind), number, day: dayText(t, check.checked_at) })
}

/** The badge's tooltip, or null when no check is recent enough to verify. */
export function verifiedTooltip(t: Translate, checks: CredentialCheck[], at: Date) {
	const recent = checks.filter((check) => isVerified([check], at))
	if (!recent.length) return null
	return t('profile.verifiedTooltip', { checks: recent.map((check) => checkLineText(t, check)).join('; ') })
}

/** "Accepting new clients · confirmed Nov 20" and its tone. */
export function availabilityWords(t: Translate, accepting: boolean, state: ListingState, confirmedAt: string | null): { text: string; tone: 'yes' | 'no' | 'unknown' } {
	if (state !== 'confirmed') return { text: t('profile.availability.unknown'), tone: 'unknown' }
	const day = confirmedAt ? shortDayText(t, confirmedAt) : null
	if (accepting) return { text: day ? t('profile.availability.acceptingSince', { day }) : t('profile.availability.accepting'), tone: 'yes' }
	return { text: day ? t('profile.availability.notAcceptingSince', { day }) : t('profile.availability.notAccepting'), tone: 'no' }
}

type FeeColumns = Parameters<typeof selfPayText>[0] & {
	selfPayFirstVisitCents: number | null
	selfPayFollowUpCents: number | null
	superbill: boolean
	slidingScale: boolean
	insuranceConfirmedAt: Date | null
}

/** 'First visit $120 · follow-up $80', or '$80–$120 a visit'. */
export function feesWords(t: Translate, profile: FeeColumns): FeesText {
	const first = profile.selfPayFirstVisitCents
	const followUp = profile.selfPayFollowUpCents
	const range = selfPayText(profile)
	const selfPay =
		first !== null && followUp !== null
			? t('profile.fees.firstAndFollowUp', { first: formatPrice(first), followUp: formatPrice(followUp) })
			: first !== null
				? t('profile.fees.firstOnly', { price: formatPrice(first) })
				: followUp !== null
					? t('profile.fees.followUpOnly', { price: formatPrice(followUp) })
					: range
						? t('profile.fees.range', { range })
						: null
	return {
		selfPay,
		superbill: profile.superbill,
		slidingScale: profile.slidingScale,
		insuranceConfirmedOn: profile.insuranceConfirmedAt ? dayText(t, profile.insuranceConfirmedAt.toISOString()) : null,
	}
}

/** "Usually replies within a day", from the median hours to a reply (null: the median request went unanswered). */
export function replyWords(t: Translate, medianHours: number, answered: boolean) {
	if (!answered) return t('profile.replies.unanswered')
	if (medianHours <= 1) return t('profile.replies.hour')
	if (medianHours <= 4) return t('profile.replies.fewHours')
	if (medianHours <= 24) return t('profile.replies.day')
	if (medianHours <= 48) return t('profile.replies.twoDays')
	if (medianHours <= 7 * 24) return t('profile.replies.days', { days: Math.ceil(medianHours / 24) })
	return t('profile.replies.week')
}

/** "Eastern Time" or "hora del este": the office's zone as the hours table names it. */
export const zoneNameText = (t: Translate, timeZone: string, englishName: string) =>
	t.locale === 'en' ? englishName : (new Intl.DateTimeFormat(intlLocale(t.locale), { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? zoneLongName(timeZone))

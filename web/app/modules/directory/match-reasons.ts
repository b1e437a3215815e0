// The words of a match (issue 47): why each dietitian is on the list, what a partial match misses and the
// changes that would find more, made on the server in the page's language (English for the API).
import type { Translate } from '#app/i18n/format-message.ts'
import { intlLocale } from '#app/i18n/locale.ts'
import type { MatchAsk } from './match-ask.ts'
import { matchRadiusMiles, medicareBenefitNeeds, type MatchFormat, type MatchNeed, type MatchWhen } from './match-needs.ts'
import type { MatchedDietitian, MatchRelax } from './match.server.ts'
import { stateNameIn } from './us-states.ts'

/** Each need's name in the form (the catalogue's keys written out, so the catalogue test finds them). */
export const needLabels: Record<MatchNeed, string> = {
	diabetes: 'match.need.diabetes',
	prediabetes: 'match.need.prediabetes',
	kidney: 'match.need.kidney',
	heart: 'match.need.heart',
	weight: 'match.need.weight',
	digestive: 'match.need.digestive',
	'eating-disorders': 'match.need.eating-disorders',
	pregnancy: 'match.need.pregnancy',
	children: 'match.need.children',
	sports: 'match.need.sports',
	'food-allergies': 'match.need.food-allergies',
	general: 'match.need.general',
}

/** Each need as the first reason a dietitian is on the list ("Sees kidney disease"). */
const needReasons: Record<MatchNeed, string> = {
	diabetes: 'match.reason.need.diabetes',
	prediabetes: 'match.reason.need.prediabetes',
	kidney: 'match.reason.need.kidney',
	heart: 'match.reason.need.heart',
	weight: 'match.reason.need.weight',
	digestive: 'match.reason.need.digestive',
	'eating-disorders': 'match.reason.need.eating-disorders',
	pregnancy: 'match.reason.need.pregnancy',
	children: 'match.reason.need.children',
	sports: 'match.reason.need.sports',
	'food-allergies': 'match.reason.need.food-allergies',
	general: 'match.reason.need.general',
}

export const formatLabels: Record<MatchFormat, string> = {
	in_person: 'match.format.in_person',
	video: 'match.format.video',
	either: 'match.format.either',
}

export const whenLabels: Record<MatchWhen, string> = {
	week: 'match.when.week',
	two_weeks: 'match.when.two_weeks',
	any: 'match.when.any',
}

const relaxMessages: Record<MatchRelax['change'], string> = {
	allow_video: 'match.relax.allow_video',
	allow_in_person: 'match.relax.allow_in_person',
	any_payment: 'match.relax.any_payment',
	any_language: 'match.relax.any_language',
}

/** Within a day, within two days: the reply figure a reason names; slower replies are not a reason. */
const replyReasons = [
	[24, 'match.reason.repliesDay'],
	[48, 'match.reason.repliesTwoDays'],
] as const

const dollars = (t: Translate, amount: number) =>
	new Intl.NumberFormat(intlLocale(t.locale), { style: 'currency', currency: 'USD', maximumFractionDigits: amount % 1 === 0 ? 0 : 2 }).format(amount)

/** "Tue, Dec 1, 10:00 AM": an opening in the office's wall time, as it carries its own offset. */
function openingText(t: Translate, local: string) {
	const wall = new Date(`${local.slice(0, 19)}Z`)
	return wall.toLocaleString(intlLocale(t.locale), { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
}

const dayText = (t: Translate, at: Date) => at.toLocaleDateString(intlLocale(t.locale), { month: 'short', day: 'numeric', timeZone: 'UTC' })

/** Why a dietitian is on the list, in plain words: the need, how and where, the plan or price, the language, the opening, the replies. */
export function matchReasons(t: Translate, ask: MatchAsk, state: string, match: MatchedDietitian): string[] {
	const { card, checks } = match
	const reasons = [t(needReasons[ask.need])]
	if (checks.inPerson && ask.format !== 'video')
		reasons.push(card.distance === null ? t('match.reason.inPersonState', { state: stateNameIn(state, t.locale) }) : t('match.reason.inPersonMiles', { miles: card.distance }))
	if (checks.video && ask.format !== 'in_person') reasons.push(t('match.reason.video', { state: stateNameIn(state, t.locale) }))
	if (checks.plan && ask.insurance)
		reasons.push(match.insuranceConfirmedAt ? t('match.reason.planConfirmed', { plan: ask.insurance, date: dayText(t, match.insuranceConfirmedAt) }) : t('match.reason.plan', { plan: ask.insurance }))
	if (checks.price && card.self_pay_first_visit !== null) reasons.push(t('match.reason.price', { price: dollars(t, card.self_pay_first_visit / 100) }))
	if (ask.language === 'es' && checks.language) reasons.push(t('match.reason.spanish'))
	if (card.next_opening) reasons.push(t('match.reason.opening', { when: openingText(t, card.next_opening) }))
	const replyReason = match.replies ? replyReasons.find(([hours]) => match.replies!.medianHours <= hours) : undefined
	if (replyReason) reasons.push(t(replyReason[1]))
	return reasons
}

/** What a partial match misses of the visitor's needs. */
export function matchMisses(t: Translate, ask: MatchAsk, state: string, match: MatchedDietitian): string[] {
	const { card, checks } = match
	const misses: string[] = []
	if (!checks.format)
		misses.push(ask.format === 'in_person' ? t('match.miss.inPerson', { miles: matchRadiusMiles }) : t('match.miss.video', { state: stateNameIn(state, t.locale) }))
	if (!checks.payment) {
		if (checks.plan === false && ask.insurance) misses.push(t('match.miss.plan', { plan: ask.insurance }))
		if (checks.price === false && ask.max_price !== undefined)
			misses.push(card.self_pay_first_visit === null ? t('match.miss.noPrice') : t('match.miss.price', { price: dollars(t, card.self_pay_first_visit / 100), budget: dollars(t, ask.max_price) }))
	}
	if (!checks.language) misses.push(t('match.miss.spanish'))
	return misses
}

/** "Allow video visits: 12 more". */
export const relaxText = (t: Translate, relax: MatchRelax) => t(relaxMessages[relax.change], { count: relax.extra })

/** With Medicare and a need its nutrition benefit covers, the page says so and links the referral letter. */
export const medicareBenefitApplies = (ask: MatchAsk) => ask.insurance === 'Medicare' && medicareBenefitNeeds.includes(ask.need)

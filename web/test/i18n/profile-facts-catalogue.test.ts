import { expect, test } from 'vitest'
import { catalogue } from '#app/i18n/catalogue.server.ts'
import { medicareFacts } from '#app/modules/medicare/medicare-facts.ts'
import { checkKindLabels } from '#app/modules/profiles/verified-text.ts'

// The guide shows Medicare's sentences from the catalogue (so they have a Spanish version); the English
// ones must stay what medicare-facts.ts says, which the referral letter prints: one source, no drift.
test('the English of Medicare’s sentences on the guide is medicare-facts.ts word for word', () => {
	const { nutritionTherapy, advantage, telehealth } = medicareFacts
	const medicare = catalogue.en.medicare!
	expect({
		who: medicare['fact.who'],
		cost: medicare['fact.cost'],
		hours: medicare['fact.hours'],
		moreHours: medicare['fact.moreHours'],
		referral: medicare['fact.referral'],
		covers: medicare['fact.advantageCovers'],
		extras: medicare['fact.advantageExtras'],
		rule: medicare['fact.telehealthRule'],
	}).toEqual({
		who: nutritionTherapy.who,
		cost: nutritionTherapy.cost,
		hours: nutritionTherapy.hours,
		moreHours: nutritionTherapy.moreHours,
		referral: nutritionTherapy.referral,
		covers: advantage.covers,
		extras: advantage.extras,
		rule: telehealth.rule,
	})
})

test('the /verified page names the checks as verified-text.ts does', () => {
	const verified = catalogue.en.verified!
	for (const kind of ['npi', 'cdr', 'licence'] as const) {
		expect(verified[`kind.${kind}`]).toBe(checkKindLabels[kind].long)
		expect(verified[`where.${kind}`]?.replace('’', "'")).toBe(checkKindLabels[kind].where.replace('’', "'"))
	}
})

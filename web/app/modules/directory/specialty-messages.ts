import type { Translate } from '#app/i18n/format-message.ts'
import type { specialties } from '#app/modules/profiles/taxonomy.ts'

type SpecialtyKey = (typeof specialties)[number][0]

/**
 * Each specialty's name in the catalogue (issue 32): the `cards` namespace, which every page that shows a
 * card sends; a page or mail that names specialties without cards sends `cards` too, or uses `translator`.
 */
const specialtyMessages: Record<SpecialtyKey, string> = {
	diabetes: 'cards.specialty.diabetes',
	'weight-management': 'cards.specialty.weight-management',
	sports: 'cards.specialty.sports',
	'eating-disorders': 'cards.specialty.eating-disorders',
	renal: 'cards.specialty.renal',
	pediatrics: 'cards.specialty.pediatrics',
	'gi-ibs': 'cards.specialty.gi-ibs',
	oncology: 'cards.specialty.oncology',
	prenatal: 'cards.specialty.prenatal',
	'heart-health': 'cards.specialty.heart-health',
	'food-allergies': 'cards.specialty.food-allergies',
	'plant-based': 'cards.specialty.plant-based',
	'older-adults': 'cards.specialty.older-adults',
	pcos: 'cards.specialty.pcos',
	celiac: 'cards.specialty.celiac',
	bariatric: 'cards.specialty.bariatric',
	'intuitive-eating': 'cards.specialty.intuitive-eating',
	lactation: 'cards.specialty.lactation',
	cardiometabolic: 'cards.specialty.cardiometabolic',
	'mental-health': 'cards.specialty.mental-health',
}

/** A specialty's name in the page's language; an unknown key as it is. */
export function specialtyText(t: Translate, key: string): string {
	const message = specialtyMessages[key as SpecialtyKey]
	return message ? t(message) : key
}

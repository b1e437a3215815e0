import type { Translate } from '#app/i18n/format-message.ts'

/**
 * The professional titles dietitians commonly write (issue 42 point 10), by their English words in
 * lower case: a Spanish page shows the Spanish title. The title is free text, so one not listed shows
 * as typed, and an English page always shows what the dietitian wrote. Credentials (RDN, CDCES) are
 * acronyms in both languages and are not titles.
 */
const titleKeys: Readonly<Record<string, string>> = {
	'registered dietitian nutritionist': 'common.title.rdn',
	'registered dietitian': 'common.title.rd',
	'licensed dietitian nutritionist': 'common.title.ldn',
	'licensed dietitian': 'common.title.ld',
	'certified diabetes care and education specialist': 'common.title.cdces',
	'outpatient dietitian': 'common.title.outpatient',
	'clinical dietitian': 'common.title.clinical',
	'private practice dietitian': 'common.title.privatePractice',
	'nutrition therapist': 'common.title.nutritionTherapist',
	'diabetes dietitian': 'common.title.diabetes',
	'sports dietitian': 'common.title.sports',
	'eating disorder dietitian': 'common.title.eatingDisorder',
	'renal dietitian': 'common.title.renal',
	'pediatric dietitian': 'common.title.pediatric',
	'gi dietitian': 'common.title.gi',
	'oncology dietitian': 'common.title.oncology',
	'prenatal dietitian': 'common.title.prenatal',
	'cardiac dietitian': 'common.title.cardiac',
	'bariatric dietitian': 'common.title.bariatric',
}

/** Cards with their titles in a page's language: the loaders translate them, so no page's script carries the table. */
export const cardsWithTitles = <Card extends { role: string | null }>(t: Translate, cards: Card[]): Card[] =>
	t.locale === 'en' ? cards : cards.map((card) => ({ ...card, role: card.role ? titleText(t, card.role) : null }))

export function titleText(t: Translate, title: string): string {
	if (t.locale === 'en') return title
	const key = titleKeys[title.trim().replace(/\s+/g, ' ').toLowerCase()]
	return key ? t(key) : title
}

import { data } from 'react-router'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { localizePath, type Locale } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { cardsWithTitles } from '#app/modules/profiles/professional-titles.ts'
import { insuranceFilterChoices } from '#app/modules/profiles/taxonomy.ts'
import { queryValue } from '#app/modules/request/query-fields.ts'
import { insuranceText } from './filter-words.ts'
import { matchAskSchema } from './match-ask.ts'
import { countMatchNeed } from './match-counts.server.ts'
import { matchFormats, matchNeeds, matchWhens } from './match-needs.ts'
import { formatLabels, matchMisses, matchReasons, medicareBenefitApplies, needLabels, relaxText, whenLabels } from './match-reasons.ts'
import { matchDietitians } from './match.server.ts'
import { placeWordsIn } from './place-words.server.ts'
import { searchRateLimitWait } from './search-rate-limit.server.ts'
import type { DietitianCard } from './search.server.ts'
import { statesIn } from './us-states.ts'

/** The form's fields as the address carries them: the API's names, so a shared address is an API call's body. */
const fieldNames = ['need', 'where', 'state', 'format', 'insurance', 'max_price', 'language', 'when'] as const
export type MatchFields = Record<(typeof fieldNames)[number], string>

type Choice = { value: string; label: string }

/** The form: the answers given, and every choice with its words in the page's language (the page's script carries no lists). */
type MatchPageBase = {
	fields: MatchFields
	choices: { needs: Choice[]; formats: Choice[]; insurance: Choice[]; states: Choice[]; whens: Choice[] }
	canonical: string
	i18n: ReturnType<typeof pageI18n>
}

export type MatchResult = { card: DietitianCard; reasons: string[]; misses: string[]; letterUrl: string | null }

export type MatchPage =
	| (MatchPageBase & { kind: 'form' })
	| (MatchPageBase & { kind: 'problem'; message: string })
	| (MatchPageBase & {
			kind: 'results'
			placeState: string
			now: string
			all: MatchResult[]
			partial: MatchResult[]
			/** The one change that would add the most dietitians meeting every need, in words. */
			relax: string | null
			/** With Medicare and a need its nutrition benefit covers: the benefit in a sentence. */
			medicare: string | null
	  })

function readFields(url: URL): MatchFields {
	const fields = {} as MatchFields
	for (const name of fieldNames) fields[name] = queryValue(url.searchParams, name).slice(0, 100)
	return fields
}

function choicesIn(t: Translate, locale: Locale): MatchPageBase['choices'] {
	return {
		needs: matchNeeds.map((value) => ({ value, label: t(needLabels[value]) })),
		formats: matchFormats.map((value) => ({ value, label: t(formatLabels[value]) })),
		insurance: insuranceFilterChoices.filter((payer) => payer !== 'Self-pay').map((value) => ({ value, label: insuranceText(t, value) })),
		states: statesIn(locale).map(([value, label]) => ({ value, label })),
		whens: matchWhens.map((value) => ({ value, label: t(whenLabels[value]) })),
	}
}

/** An answer no form makes or a question left out, said in the page's language. */
function problemMessage(t: Translate, field: PropertyKey | undefined) {
	if (field === 'need') return t('match.problem.need')
	if (field === 'where') return t('match.problem.where')
	if (field === 'state') return t('match.problem.state')
	if (field === 'max_price') return t('match.problem.maxPrice')
	return t('match.problem.other')
}

/** What /match shows for its address: the form alone, a problem with the answers, or the short list. */
export async function loadMatchPage(request: Request, clientIp: string) {
	const i18n = pageI18n(request, ['match', 'cards'])
	const { locale } = i18n
	const t = translator(locale)
	const fields = readFields(new URL(request.url))
	const base: MatchPageBase = { fields, choices: choicesIn(t, locale), canonical: new URL(localizePath('/match', locale), getEnv().SITE_URL).toString(), i18n }
	if (Object.values(fields).every((value) => value === '')) return { ...base, kind: 'form' } satisfies MatchPage
	const ask = matchAskSchema.safeParse(fields)
	if (!ask.success) return data({ ...base, kind: 'problem', message: problemMessage(t, ask.error.issues[0]?.path[0]) } satisfies MatchPage, { status: 400 })
	const wait = await searchRateLimitWait(clientIp)
	if (wait > 0) return data({ ...base, kind: 'problem', message: t('match.problem.tooMany', { seconds: wait }) } satisfies MatchPage, { status: 429, headers: { 'retry-after': String(wait) } })
	const outcome = await matchDietitians(ask.data, { shownTo: { userAgent: request.headers.get('user-agent') }, placeWords: placeWordsIn(t) })
	if (outcome.status !== 'ok') return { ...base, kind: 'problem', message: outcome.message } satisfies MatchPage
	await countMatchNeed(outcome.state, ask.data.need)
	const medicare = medicareBenefitApplies(ask.data)
	const results = outcome.matches.map((match) => ({
		fit: match.fit,
		result: {
			card: match.card,
			reasons: matchReasons(t, ask.data, outcome.state, match),
			misses: matchMisses(t, ask.data, outcome.state, match),
			letterUrl: medicare && match.checks.plan ? `${match.card.url}/referral-letter` : null,
		},
	}))
	const titled = (list: MatchResult[]) => {
		const cards = cardsWithTitles(t, list.map((result) => result.card))
		return list.map((result, index) => ({ ...result, card: cards[index]! }))
	}
	const top = outcome.relax[0]
	return {
		...base,
		kind: 'results',
		placeState: outcome.state,
		now: outcome.at,
		all: titled(results.filter((entry) => entry.fit === 'all').map((entry) => entry.result)),
		partial: titled(results.filter((entry) => entry.fit === 'partial').map((entry) => entry.result)),
		relax: top ? relaxText(t, top) : null,
		medicare: medicare ? `${t('medicare.fact.who')} ${t('medicare.fact.cost')}` : null,
	} satisfies MatchPage
}

// Issue 47 "Done when": for generated data, whenever a dietitian who meets every need exists within 50
// miles, one is in the first three. Listings and asks come from a seeded sequence (the same each run);
// what "meets every need" means is worked out here again, from the generated facts, not from the answer.
import { beforeAll, expect, test } from 'vitest'
import { matchNeeds, needSpecialties, type MatchNeed } from '#app/modules/directory/match-needs.ts'
import { pickOne, seededRandom } from '#app/modules/random/seeded-random.ts'
import { specialties } from '#app/modules/profiles/taxonomy.ts'
import { action as matchApi } from '#app/routes/api/dietitians.match.ts'
import { callApi } from '../api-client.ts'
import { setProfile } from './match-fixture.ts'
import { add } from './profile-fixture.ts'

type Generated = {
	name: string
	/** Miles north of downtown Denver (80202), or an office in Cheyenne, Wyoming (about 100 miles away). */
	north: number | null
	specialties: string[]
	insurance: string[]
	spanish: boolean
	inPerson: boolean
	telehealthStates: string[]
	priceDollars: number | null
}

type Ask = { need: MatchNeed; where: string; format: 'in_person' | 'video' | 'either'; insurance?: string; max_price?: number; language?: 'es'; when: 'week' | 'two_weeks' | 'any' }

const next = seededRandom(47)
const chance = (p: number) => next() < p
const specialtyKeys = specialties.map(([key]) => key)
const plans = ['Medicare', 'Medicaid', 'Aetna', 'Cigna']
const dietitians: (Generated & { id: number })[] = []

/** A distance well away from the 50-mile edge, so rounding never decides a case. */
function milesNorth() {
	for (;;) {
		const miles = Math.round((next() * 180 - 90) * 10) / 10
		if (Math.abs(Math.abs(miles) - 50) > 2) return miles
	}
}

function generate(index: number): Generated {
	const telehealth = chance(0.4)
	return {
		name: `Gen${String(index).padStart(3, '0')}`,
		north: chance(0.15) ? null : milesNorth(),
		specialties: [...new Set([pickOne(next, specialtyKeys), pickOne(next, specialtyKeys)])],
		insurance: plans.filter(() => chance(0.35)),
		spanish: chance(0.25),
		inPerson: chance(0.8) || !telehealth,
		telehealthStates: telehealth ? (chance(0.5) ? ['CO'] : ['WY']) : [],
		priceDollars: chance(0.6) ? 50 + Math.floor(next() * 150) : null,
	}
}

function generateAsk(): Ask {
	const ask: Ask = { need: pickOne(next, matchNeeds), where: '80202', format: pickOne(next, ['in_person', 'video', 'either'] as const), when: pickOne(next, ['week', 'two_weeks', 'any'] as const) }
	if (chance(0.6)) ask.insurance = pickOne(next, plans)
	if (chance(0.4)) ask.max_price = 60 + Math.floor(next() * 120)
	if (chance(0.3)) ask.language = 'es'
	return ask
}

/** Whether a generated dietitian meets every need of an ask, and has an office within 50 miles. */
function meetsEveryNeed(d: Generated, ask: Ask) {
	const keys = needSpecialties[ask.need] as readonly string[]
	const sees = keys.length === 0 || d.specialties.some((key) => keys.includes(key))
	const within50 = d.north !== null && Math.abs(d.north) < 50
	const inPerson = d.inPerson && within50
	const officeState = d.north === null ? 'WY' : 'CO'
	const video = d.telehealthStates.length > 0 && (officeState === 'CO' || d.telehealthStates.includes('CO'))
	const format = ask.format === 'in_person' ? inPerson : ask.format === 'video' ? video : inPerson || video
	const plan = ask.insurance === undefined ? null : d.insurance.includes(ask.insurance)
	const price = ask.max_price === undefined ? null : d.priceDollars !== null && d.priceDollars <= ask.max_price
	const payment = plan === null && price === null ? true : Boolean(plan) || Boolean(price)
	const language = ask.language !== 'es' || d.spanish
	return { all: sees && format && payment && language, within50 }
}

beforeAll(async () => {
	for (let i = 0; i < 80; i++) {
		const d = generate(i)
		const id = await add({
			name: d.name,
			zip: d.north === null ? '82001' : '80202',
			north: d.north ?? 0,
			specialties: d.specialties,
			insurance: d.insurance,
			languages: d.spanish ? ['English', 'Spanish'] : ['English'],
			inPerson: d.inPerson,
			telehealthStates: d.telehealthStates,
		})
		if (d.priceDollars !== null) await setProfile(id, { selfPayFirstVisitCents: d.priceDollars * 100 })
		dietitians.push({ ...d, id })
	}
})

test('whenever a dietitian who meets every need exists within 50 miles, one is in the first three; every "all" fits', async () => {
	let cases = 0
	let withFull = 0
	for (let i = 0; i < 120; i++) {
		const ask = generateAsk()
		const answer = await callApi(matchApi, '/api/dietitians/match', ask, { ip: `198.51.100.${(i % 200) + 1}` })
		expect(answer.status, JSON.stringify(answer.body)).toBe(200)
		const data = (answer.body as { data: { id: number; fit: 'all' | 'partial' }[] }).data
		const byId = new Map(dietitians.map((d) => [d.id, d]))
		const nearbyFull = dietitians.some((d) => {
			const fits = meetsEveryNeed(d, ask)
			return fits.all && fits.within50
		})
		cases++
		// The answer's own labels agree with the facts, for every name on it.
		for (const card of data) expect(card.fit === 'all', `${JSON.stringify(ask)} ${card.id}`).toBe(meetsEveryNeed(byId.get(card.id)!, ask).all)
		if (!nearbyFull) continue
		withFull++
		expect(data.slice(0, 3).some((card) => meetsEveryNeed(byId.get(card.id)!, ask).all), JSON.stringify(ask)).toBe(true)
	}
	// The generator must make the property bite: many asks with a nearby full match, many without.
	expect(withFull).toBeGreaterThan(15)
	expect(cases - withFull).toBeGreaterThan(15)
})

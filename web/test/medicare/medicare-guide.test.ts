import { beforeAll, describe, expect, test } from 'vitest'
import { loader } from '#app/routes/medicare.tsx'
import type { MedicareGuidePage } from '#app/modules/medicare/medicare-guide-page.server.ts'
import { callRoute } from '../form-client.ts'
import { add } from '../directory/profile-fixture.ts'

const guide = async (query: string) => {
	const answer = await callRoute(loader, `/medicare${query}`)
	return { status: answer.status, page: answer.data as MedicareGuidePage }
}

describe('the questions, one address each', () => {
	test('without answers it asks about Part B; with Part B, the diagnosis; with a qualifying one, the year', async () => {
		expect((await guide('')).page.step).toEqual({ kind: 'ask-plan' })
		expect((await guide('?plan=original')).page.step).toEqual({ kind: 'ask-diagnosis', plan: 'original' })
		expect((await guide('?plan=advantage&diagnosis=kidney')).page.step).toEqual({ kind: 'ask-year', plan: 'advantage', diagnosis: 'kidney' })
	})
})

describe('the answer', () => {
	test('3 hours in the first calendar year, 2 in each year after', async () => {
		expect((await guide('?plan=original&diagnosis=diabetes&year=first')).page.step).toMatchObject({ kind: 'covered', hours: 3 })
		expect((await guide('?plan=original&diagnosis=diabetes&year=later')).page.step).toMatchObject({ kind: 'covered', hours: 2 })
		expect((await guide('?plan=advantage&diagnosis=kidney&year=later')).page.step).toMatchObject({ kind: 'covered', plan: 'advantage', hours: 2 })
	})

	test('a kidney transplant counts for 36 months, not after', async () => {
		expect((await guide('?plan=original&diagnosis=transplant-recent&year=first')).page.step).toMatchObject({ kind: 'covered', hours: 3 })
		expect((await guide('?plan=original&diagnosis=transplant-older')).page.step).toEqual({ kind: 'not-covered', reason: 'transplant-too-long-ago', plan: 'original' })
	})

	test('not covered without Part B or without a qualifying diagnosis', async () => {
		expect((await guide('?plan=none')).page.step).toEqual({ kind: 'not-covered', reason: 'no-part-b', plan: 'none' })
		// An answer past the end of the questions changes nothing.
		expect((await guide('?plan=none&diagnosis=diabetes&year=first')).page.step).toMatchObject({ kind: 'not-covered', reason: 'no-part-b' })
		expect((await guide('?plan=original&diagnosis=none')).page.step).toMatchObject({ kind: 'not-covered', reason: 'no-qualifying-diagnosis' })
	})

	test('the page names its sources and the day they were stated', async () => {
		const { page } = await guide('?plan=original&diagnosis=diabetes&year=first')
		expect(page.sources).toContainEqual(expect.objectContaining({ publisher: 'medicare.gov', url: 'https://www.medicare.gov/coverage/medical-nutrition-therapy-services', statedOn: 'November 25, 2026' }))
		expect(page.sources).toContainEqual(expect.objectContaining({ url: 'https://www.medicare.gov/coverage/telehealth' }))
	})
})

describe('bad answers get a 400 and a message, and keep the answers before them', () => {
	test('an unknown diagnosis', async () => {
		const { status, page } = await guide('?plan=original&diagnosis=gout&year=first')
		expect(status).toBe(400)
		expect(page.problem).toBe('Choose one of the diagnoses on this page.')
		expect(page.answers).toEqual({ plan: 'original' })
		expect(page.step).toEqual({ kind: 'ask-diagnosis', plan: 'original' })
	})

	test('an unknown plan and a ZIP that is not five digits', async () => {
		expect(await guide('?plan=gold')).toMatchObject({ status: 400, page: { problem: 'Choose one of the Medicare answers on this page.', step: { kind: 'ask-plan' } } })
		const short = await guide('?plan=original&diagnosis=diabetes&year=first&zip=123')
		expect(short).toMatchObject({ status: 400, page: { problem: 'A ZIP code has five digits, like 10011.', nearby: null } })
	})

	test('a ZIP that does not exist', async () => {
		const { status, page } = await guide('?plan=original&diagnosis=diabetes&year=first&zip=00000')
		expect(status).toBe(400)
		expect(page.problem).toBe('We do not know the ZIP code 00000. Check the five digits and try again.')
		expect(page.step).toMatchObject({ kind: 'covered' })
		expect(page.nearby).toBeNull()
	})
})

describe('dietitians near the visitor who accept Medicare', () => {
	let medicare: number
	let telehealthOnly: number
	beforeAll(async () => {
		medicare = await add({ name: 'Mina', zip: '82001', insurance: ['Aetna', 'Medicare'] })
		await add({ name: 'Otto', zip: '82001', north: 1, insurance: ['Aetna', 'Cigna'] })
		telehealthOnly = await add({ name: 'Tess', zip: '82001', north: 2, insurance: ['Medicare'], inPerson: false, telehealthStates: ['WY'] })
		await add({ name: 'Pending', zip: '82001', insurance: ['Medicare'], review: 'submitted' })
	})

	test('listed, in person, accepting Medicare: the others are left out; search and telehealth are a link away with the filter set', async () => {
		const { status, page } = await guide('?plan=original&diagnosis=diabetes&year=first&zip=82001')
		expect(status).toBe(200)
		expect(page.nearby?.dietitians.map((card) => card.id)).toEqual([medicare])
		expect(page.nearby).toMatchObject({ total: 1, state: 'WY', searchHref: '/search?where=82001&insurance=Medicare&inperson=1', telehealthHref: '/search?state=WY&insurance=Medicare&telehealth=1' })
		expect(page.nearby?.dietitians.map((card) => card.id)).not.toContain(telehealthOnly)
	})

	test('the ZIP is only looked at once the answer is covered', async () => {
		const { status, page } = await guide('?plan=original&diagnosis=none&zip=82001')
		expect(status).toBe(200)
		expect(page.nearby).toBeNull()
	})
})

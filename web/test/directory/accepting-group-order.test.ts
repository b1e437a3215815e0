// Issue 42 point 8: inside one distance band a dietitian who takes new clients ranks before one who
// does not, on every day of the rotation (before, "Not accepting" could sit above an open practice).
import { beforeAll, expect, test } from 'vitest'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { add } from './profile-fixture.ts'

const order = async (today: Date) => {
	const outcome = await searchDietitians(searchQuerySchema.parse({ searchZipCode: '85004', radius: 5, searchCount: 50 }), { today })
	if (outcome.status !== 'ok') throw new Error(outcome.status)
	return outcome.data.filter((card) => card.first_name === 'Open' || card.first_name === 'Full').map((card) => `${card.first_name} ${card.accepting_new_clients}`)
}

beforeAll(async () => {
	setClock(new Date('2026-12-01T15:00:00Z'))
	// Both within the first band (under 5 miles); the full practice is the nearer one.
	await add({ name: 'Full', zip: '85004', north: 0.5, accepting: false })
	await add({ name: 'Open', zip: '85004', north: 1.5, accepting: true })
})

test('in the same band the accepting dietitian comes first on every day of the rotation', async () => {
	for (let i = 0; i < 14; i++) expect(await order(new Date(Date.UTC(2026, 11, 1 + i, 12)))).toEqual(['Open true', 'Full false'])
})

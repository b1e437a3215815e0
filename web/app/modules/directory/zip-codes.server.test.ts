import { expect, test } from 'vitest'
import { cityKey, lookupCity, lookupZip } from './zip-codes.server.ts'

test('a ZIP geocodes to its city, state and location; an unknown ZIP to nothing', () => {
	expect(lookupZip('10001')).toMatchObject({ city: 'New York', state: 'NY' })
	expect(lookupZip('10001')!.latitude).toBeCloseTo(40.75, 1)
	expect(lookupZip('60601')).toMatchObject({ city: 'Chicago', state: 'IL' })
	expect(lookupZip('00601')).toMatchObject({ state: 'PR' })
	expect(lookupZip('00000')).toBeNull()
	expect(lookupZip('1000')).toBeNull()
	expect(lookupZip('abcde')).toBeNull()
})

test('a city resolves whatever its case, spacing or accents; a shared name lists its states', () => {
	expect(cityKey('  SAN   José ')).toBe('san jose')
	expect(lookupCity('houston', 'TX')[0]).toMatchObject({ city: 'Houston', state: 'TX' })
	expect(lookupCity('LOS ANGELES')[0]).toMatchObject({ state: 'CA' })
	const springfields = lookupCity('Springfield').map((c) => c.state)
	expect(springfields).toEqual(expect.arrayContaining(['IL', 'MA', 'MO', 'OH']))
	expect(lookupCity('Nowhereville')).toEqual([])
})

test('a city’s centre is where its ZIPs are, whatever one misplaced ZIP says', () => {
	// ZIP 10200 of New York has its longitude's sign flipped in the data.
	const newYork = lookupCity('New York', 'NY')[0]!
	expect(newYork.latitude).toBeCloseTo(40.75, 1)
	expect(newYork.longitude).toBeCloseTo(-73.98, 1)
	expect(lookupCity('Chicago', 'IL')[0]!.longitude).toBeCloseTo(-87.68, 1)
})

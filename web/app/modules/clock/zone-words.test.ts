import { expect, test } from 'vitest'
import { zoneWords } from './zone-words.ts'

test('a visitor’s zone reads as people say it, in the page’s language, with its city', () => {
	expect(zoneWords('America/New_York', 'en')).toBe('Eastern Time, New York')
	expect(zoneWords('America/Los_Angeles', 'en')).toBe('Pacific Time, Los Angeles')
	expect(zoneWords('America/New_York', 'es')).toBe('hora oriental, New York')
	expect(zoneWords('Europe/Paris', 'en')).toBe('Central European Time, Paris')
})

test('a zone Intl does not know is its city, never an error', () => {
	expect(zoneWords('Mars/Olympus_Mons', 'en')).toBe('Olympus Mons')
})

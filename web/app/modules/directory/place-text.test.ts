import { expect, test } from 'vitest'
import { looksLikeName, readPlaceText, stateCodeOf } from './place-text.ts'
import { nameSearchText } from './name-text.ts'

// What the search box's text says, before any lookup: each way of writing a place people use.
test.each([
	['Chicago, IL', { kind: 'words', readings: [{ city: 'Chicago', state: 'IL' }], wholeState: null }],
	['  chicago ,   il  ', { kind: 'words', readings: [{ city: 'chicago', state: 'IL' }], wholeState: null }],
	['Chicago IL', { kind: 'words', readings: [{ city: 'Chicago', state: 'IL' }, { city: 'Chicago IL', state: null }], wholeState: null }],
	['Chicago Illinois', { kind: 'words', readings: [{ city: 'Chicago', state: 'IL' }, { city: 'Chicago Illinois', state: null }], wholeState: null }],
	['Chicago, Ill.', { kind: 'words', readings: [{ city: 'Chicago', state: 'IL' }], wholeState: null }],
	['Chicago, IL, USA', { kind: 'words', readings: [{ city: 'Chicago', state: 'IL' }], wholeState: null }],
	['123 Main St, Chicago, IL', { kind: 'words', readings: [{ city: 'Chicago', state: 'IL' }], wholeState: null }],
	['Charleston West Virginia', { kind: 'words', readings: [{ city: 'Charleston', state: 'WV' }, { city: 'Charleston West', state: 'VA' }, { city: 'Charleston West Virginia', state: null }], wholeState: null }],
	['Washington D.C.', { kind: 'words', readings: [{ city: 'Washington', state: 'DC' }, { city: 'Washington D.C.', state: null }], wholeState: null }],
	['New York', { kind: 'words', readings: [{ city: 'New York', state: null }], wholeState: 'NY' }],
	['Kansas City', { kind: 'words', readings: [{ city: 'Kansas City', state: null }], wholeState: null }],
	['texas', { kind: 'words', readings: [{ city: 'texas', state: null }], wholeState: 'TX' }],
	['10001', { kind: 'zip', zip: '10001', typedState: null }],
	['10001-1234', { kind: 'zip', zip: '10001', typedState: null }],
	['100011234', { kind: 'zip', zip: '10001', typedState: null }],
	['New York, NY 10001', { kind: 'zip', zip: '10001', typedState: 'NY' }],
	['Chicago, Illnois', { kind: 'unknown-state', city: 'Chicago', stateText: 'Illnois' }],
	['   ', { kind: 'empty' }],
])('%j reads as %j', (text, reading) => {
	expect(readPlaceText(text)).toMatchObject(reading)
})

test('a state is its code, its name or its AP abbreviation, in any case, with or without dots', () => {
	expect(['il', 'IL', 'Illinois', 'ILLINOIS', 'Ill.', 'ill'].map(stateCodeOf)).toEqual(['IL', 'IL', 'IL', 'IL', 'IL', 'IL'])
	expect(['D.C.', 'dc', 'District of Columbia', 'N.Y.', 'W.Va.', 'Calif', 'north carolina'].map(stateCodeOf)).toEqual(['DC', 'DC', 'DC', 'NY', 'WV', 'CA', 'NC'])
	expect(['Illnois', 'City', 'XX', ''].map(stateCodeOf)).toEqual([null, null, null, null])
})

test('text that is no place may be a name: letters, spaces, hyphens, apostrophes, dots, commas', () => {
	expect(['Maya Chen', "Sinéad O'Brien", 'Anne-Marie Dubois', 'Chen, Maya', 'Dr. Maya Chen, RD', '李 明'].map(looksLikeName)).toEqual([true, true, true, true, true, true])
	expect(['1000a', '<script>', "x' or 1=1 --", 'a', '12345'].map(looksLikeName)).toEqual([false, false, false, false, false])
})

test('a typed name is compared without its title and credentials', () => {
	expect(nameSearchText('Dr. Maya Chen, RDN, LDN')).toBe('Maya Chen')
	expect(nameSearchText('Chen, Maya')).toBe('Chen Maya')
	expect(nameSearchText('  maya   chen ')).toBe('maya chen')
	// A credential alone is still something to search for.
	expect(nameSearchText('RD')).toBe('RD')
})

import { expect, test } from 'vitest'
import type { WorkingTime } from '#db/schema/profiles.ts'
import { officeClock, zoneLongName, zoneOffsets } from './office-hours.ts'
import { zipTimeZone } from './office-time-zone.server.ts'
import { officeZone } from './office-zone.server.ts'

const nineToFive: WorkingTime = {
	mon: [{ from: '09:00', to: '17:00' }],
	tue: [{ from: '09:00', to: '12:00' }, { from: '13:00', to: '17:00' }],
	wed: [{ from: '09:00', to: '17:00' }],
	thu: [{ from: '09:00', to: '17:00' }],
	fri: [{ from: '09:00', to: '17:00' }],
	sat: [],
	sun: [],
}

test('a ZIP in a state that a zone line crosses gets the zone of its side', () => {
	expect(zipTimeZone('37902')).toBe('America/New_York') // Knoxville, East Tennessee
	expect(zipTimeZone('37203')).toBe('America/Chicago') // Nashville, Middle Tennessee
	expect(zipTimeZone('79901')).toBe('America/Denver') // El Paso, Texas
	expect(zipTimeZone('77002')).toBe('America/Chicago') // Houston
	expect(zipTimeZone('32501')).toBe('America/Chicago') // Pensacola, the Florida panhandle
	expect(zipTimeZone('32301')).toBe('America/New_York') // Tallahassee
	expect(zipTimeZone('42101')).toBe('America/Chicago') // Bowling Green, Kentucky
	expect(zipTimeZone('46402')).toBe('America/Chicago') // Gary, Indiana
	expect(zipTimeZone('46204')).toBe('America/Indiana/Indianapolis')
	expect(zipTimeZone('83814')).toBe('America/Los_Angeles') // Coeur d'Alene, Idaho
})

test('single-zone states and territories take their zone; coarse border answers fall back to the state', () => {
	expect(zipTimeZone('10001')).toBe('America/New_York')
	expect(zipTimeZone('00901')).toBe('America/Puerto_Rico')
	// tz-lookup's grid puts Pago Pago on the other side of the date line (Apia).
	expect(zipTimeZone('96799')).toBe('Pacific/Pago_Pago')
	expect(zipTimeZone('00000')).toBeNull()
	expect(officeZone({ timeZone: null, zipcode: null, state: 'GU' })).toBe('Pacific/Guam')
	expect(officeZone({ timeZone: 'Not/AZone', zipcode: null, state: 'TX' })).toBe('America/Chicago')
})

test('an office’s zone: the stored one, else its ZIP’s, else its state’s', () => {
	// Pensacola is in Florida, an Eastern state, on the Central side of the line.
	expect(officeZone({ timeZone: null, zipcode: '32501', state: 'FL' })).toBe('America/Chicago')
	expect(officeZone({ timeZone: 'Not/AZone', zipcode: '32501', state: 'FL' })).toBe('America/Chicago')
	expect(officeZone({ timeZone: 'America/New_York', zipcode: '32501', state: 'FL' })).toBe('America/New_York')
	expect(officeZone({ timeZone: null, zipcode: '00000', state: 'FL' })).toBe('America/New_York')
})

// What the loader sends, a little before the instant asked about: the browser only does arithmetic.
const clockAt = (workingTime: WorkingTime | null, timeZone: string, iso: string) => {
	const instant = new Date(iso)
	return officeClock(workingTime, zoneOffsets(timeZone, new Date(instant.getTime() - 3_600_000)), instant)
}

test('open now follows the office’s own zone: the same instant is after hours in Knoxville and open in Nashville', () => {
	// Tuesday 10 March 2026, 21:30 UTC: 17:30 EDT in Knoxville, 16:30 CDT in Nashville.
	const instant = '2026-03-10T21:30:00Z'
	expect(clockAt(nineToFive, zipTimeZone('37902')!, instant)).toEqual({ today: 'tue', openNow: false })
	expect(clockAt(nineToFive, zipTimeZone('37203')!, instant)).toEqual({ today: 'tue', openNow: true })
	// El Paso is an hour behind the rest of Texas: 15:30 MDT, open; Houston 16:30 CDT.
	expect(clockAt(nineToFive, zipTimeZone('79901')!, instant)).toEqual({ today: 'tue', openNow: true })
	expect(clockAt(nineToFive, zipTimeZone('77002')!, instant)).toEqual({ today: 'tue', openNow: true })
})

test('openings are half-open ranges, a lunch break is closed, and the day is the office’s day', () => {
	const at = (iso: string) => clockAt(nineToFive, 'America/Chicago', iso)
	expect(at('2026-03-10T14:00:00Z').openNow).toBe(true) // Tue 09:00 CDT: opens
	expect(at('2026-03-10T13:59:00Z').openNow).toBe(false) // 08:59
	expect(at('2026-03-10T17:30:00Z').openNow).toBe(false) // 12:30, the lunch break
	expect(at('2026-03-10T22:00:00Z').openNow).toBe(false) // 17:00: closed
	// Saturday 01:00 UTC is still Friday evening in Chicago.
	expect(at('2026-03-14T01:00:00Z')).toEqual({ today: 'fri', openNow: false })
	expect(clockAt(null, 'America/Chicago', '2026-03-10T16:00:00Z').openNow).toBe(false)
})

test('a tab left open across a daylight-saving change keeps the office’s clock right', () => {
	// Chicago moves its clocks forward at 08:00 UTC on 8 March 2026 (02:00 CST → 03:00 CDT) and back at 07:00 UTC on 1 November.
	const offsets = zoneOffsets('America/Chicago', new Date('2026-02-01T00:00:00Z'))
	expect(offsets).toEqual([
		{ at: Date.parse('2026-02-01T00:00:00Z'), offset: -360 },
		{ at: Date.parse('2026-03-08T08:00:00Z'), offset: -300 },
		{ at: Date.parse('2026-11-01T07:00:00Z'), offset: -360 },
	])
	const earlyMondays = { ...nineToFive, mon: [{ from: '08:30', to: '17:00' }] }
	// Monday 9 March 13:45 UTC is 08:45 CDT (open); a week before, 13:45 UTC was 07:45 CST (closed).
	expect(officeClock(earlyMondays, offsets, new Date('2026-03-09T13:45:00Z')).openNow).toBe(true)
	expect(officeClock(earlyMondays, offsets, new Date('2026-03-02T13:45:00Z')).openNow).toBe(false)
	// Arizona keeps standard time all year: one offset.
	expect(zoneOffsets('America/Phoenix', new Date('2026-02-01T00:00:00Z'))).toEqual([{ at: Date.parse('2026-02-01T00:00:00Z'), offset: -420 }])
})

test('the zone name a cached page prints is right in summer and winter', () => {
	expect(zoneLongName('America/Chicago', new Date('2026-01-15T12:00:00Z'))).toBe('Central Time')
	expect(zoneLongName('America/Chicago', new Date('2026-07-15T12:00:00Z'))).toBe('Central Time')
})

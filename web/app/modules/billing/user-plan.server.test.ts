import { expect, test } from 'vitest'
import { entitlements, featuresOf, hasEntitlement, plans } from './plans.ts'
import { grantsPlan, pastDueGraceEnd } from './user-plan.server.ts'

const now = new Date('2026-11-22T12:00:00Z')
const later = new Date('2026-12-22T12:00:00Z')
const earlier = new Date('2026-11-01T12:00:00Z')
// A renewal on Nov 20 that failed: Stripe moved the period end to Dec 20; the paid time ended Nov 20.
const failedRenewal = new Date('2026-12-20T12:00:00Z')
const graceOver = new Date('2026-12-14T12:00:00Z')

test.each([
	['active', later, false, true],
	['active', earlier, false, true],
	['active', later, true, true],
	['active', earlier, true, false],
	['trialing', later, false, true],
	['past_due', failedRenewal, false, true],
	['past_due', graceOver, false, false],
	['past_due', earlier, false, false],
	['past_due', null, false, false],
	['canceled', later, false, false],
	['unpaid', later, false, false],
	['incomplete', later, false, false],
	['incomplete_expired', later, false, false],
	['paused', later, false, false],
] as const)('a %s subscription ending %s (cancel at period end: %s) earns its plan: %s', (status, currentPeriodEnd, cancelAtPeriodEnd, expected) => {
	expect(grantsPlan({ status, currentPeriodEnd, cancelAtPeriodEnd, interval: 'month' }, now)).toBe(expected)
})

test('every feature a plan lists is one of its entitlements; plan 0 has none; listing comes with every plan', () => {
	for (const plan of plans) {
		for (const feature of featuresOf(plan)) expect(plan.includes, `${plan.name}: ${feature.label}`).toContain(feature.entitlement)
		expect(hasEntitlement(plan.id, 'listing')).toBe(true)
	}
	expect(Object.values(entitlements(0)).some(Boolean)).toBe(false)
	expect(featuresOf(plans[2]!).map((f) => f.label)).toContain('Public profile in the directory')
})

test('a past_due plan lasts 7 days past the last paid period, by calendar month or year', () => {
	expect(pastDueGraceEnd({ currentPeriodEnd: new Date('2026-12-20T12:00:00Z'), interval: 'month' })).toEqual(new Date('2026-11-27T12:00:00Z'))
	expect(pastDueGraceEnd({ currentPeriodEnd: new Date('2027-03-31T00:00:00Z'), interval: 'month' })).toEqual(new Date('2027-03-07T00:00:00Z'))
	expect(pastDueGraceEnd({ currentPeriodEnd: new Date('2027-11-20T12:00:00Z'), interval: 'year' })).toEqual(new Date('2026-11-27T12:00:00Z'))
	expect(pastDueGraceEnd({ currentPeriodEnd: null, interval: 'month' })).toBeNull()
})

import { expect, test } from 'vitest'
import { entitlements, featuresOf, hasEntitlement, plans } from './plans.ts'
import { grantsPlan } from './user-plan.server.ts'

const now = new Date('2026-11-22T12:00:00Z')
const later = new Date('2026-12-22T12:00:00Z')
const earlier = new Date('2026-11-01T12:00:00Z')

test.each([
	['active', later, false, true],
	['active', earlier, false, true],
	['active', later, true, true],
	['active', earlier, true, false],
	['trialing', later, false, true],
	['past_due', later, false, true],
	['past_due', earlier, false, false],
	['past_due', null, false, false],
	['canceled', later, false, false],
	['unpaid', later, false, false],
	['incomplete', later, false, false],
	['incomplete_expired', later, false, false],
	['paused', later, false, false],
] as const)('a %s subscription ending %s (cancel at period end: %s) earns its plan: %s', (status, currentPeriodEnd, cancelAtPeriodEnd, expected) => {
	expect(grantsPlan({ status, currentPeriodEnd, cancelAtPeriodEnd }, now)).toBe(expected)
})

test('every feature a plan lists is one of its entitlements; plan 0 has none; listing comes with every plan', () => {
	for (const plan of plans) {
		for (const feature of featuresOf(plan)) expect(plan.includes, `${plan.name}: ${feature.label}`).toContain(feature.entitlement)
		expect(hasEntitlement(plan.id, 'listing')).toBe(true)
	}
	expect(Object.values(entitlements(0)).some(Boolean)).toBe(false)
	expect(featuresOf(plans[2]!).map((f) => f.label)).toContain('Public profile in the directory')
})

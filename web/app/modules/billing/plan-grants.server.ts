import { and, desc, eq, gt } from 'drizzle-orm'
import { planGrants } from '#db/schema/plan-grants.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { findPlan } from './plans.ts'
import { recomputeUserPlan, type Tx } from './user-plan.server.ts'

export type PlanGrantRow = typeof planGrants.$inferSelect

/**
 * Gives the account a complimentary plan until a date, inside the caller's
 * transaction (after `lockUser`): `users.plan` follows at once, and the
 * entitlements with it; the billing period check takes it away after `until`.
 */
export async function grantComplimentaryPlan(tx: Tx, userId: number, plan: number, until: Date, grantedBy: string, now = new Date()) {
	if (!findPlan(plan)) throw new Error(`grantComplimentaryPlan: no plan ${plan}`)
	if (until.getTime() <= now.getTime()) throw new Error('grantComplimentaryPlan: the date has passed')
	await tx.insert(planGrants).values({ userId, plan, until, grantedBy, createdAt: now })
	return recomputeUserPlan(tx, userId, { reason: `complimentary plan until ${until.toISOString().slice(0, 10)}`, eventId: null, actor: grantedBy }, now)
}

/** The complimentary plan the account has now, if any. */
export async function activeGrant(userId: number, now = new Date()): Promise<PlanGrantRow | null> {
	const db = await getDb()
	const [row] = await db
		.select()
		.from(planGrants)
		.where(and(eq(planGrants.userId, userId), gt(planGrants.until, now)))
		.orderBy(desc(planGrants.createdAt), desc(planGrants.id))
		.limit(1)
	return row ?? null
}

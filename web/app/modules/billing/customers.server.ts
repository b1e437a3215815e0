import { eq } from 'drizzle-orm'
import { billingCustomers } from '#db/schema/billing.ts'
import type { UserRow } from '#app/modules/accounts/users.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { getStripe } from './stripe-client.server.ts'
import { stripeTestId } from './stripe-objects.server.ts'

export async function findCustomer(userId: number) {
	const db = await getDb()
	const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId))
	return row ?? null
}

/**
 * The user's Stripe customer, created once with the account e-mail and reused
 * by every later checkout. Stripe's idempotency key and the unique user id make
 * two simultaneous first checkouts end with one customer.
 */
export async function ensureCustomer(user: UserRow, mode: 'stripe' | 'test'): Promise<string> {
	const existing = await findCustomer(user.id)
	if (existing) return existing.customerId
	const customerId =
		mode === 'stripe'
			? (
					await getStripe().customers.create(
						{ email: user.email, name: `${user.firstName} ${user.lastName}`, metadata: { user_id: String(user.id) } },
						{ idempotencyKey: `customer-for-user-${user.id}` },
					)
				).id
			: stripeTestId('cus')
	const db = await getDb()
	await db.insert(billingCustomers).values({ userId: user.id, customerId, email: user.email }).onConflictDoNothing()
	return (await findCustomer(user.id))!.customerId
}

import { sql } from 'drizzle-orm'
import { hashPassword } from '#app/modules/auth/password.server.ts'
import { users } from '#db/schema/accounts.ts'
import type { Seed } from './seed.ts'

/** Demo logins, printed by `npm start` and listed in the README. Development data only. */
export const demoAccounts = [
	{ email: 'admin@americandietitian.example', password: 'Admin-demo-2024!', firstName: 'Avery', lastName: 'Admin', manageRole: 'admin', plan: 0, submitted: false },
	{ email: 'maya.chen@americandietitian.example', password: 'Dietitian-demo-2024!', firstName: 'Maya', lastName: 'Chen', manageRole: 'user', plan: 2, submitted: true },
	{ email: 'sam.ortiz@americandietitian.example', password: 'Dietitian-demo-2024!', firstName: 'Sam', lastName: 'Ortiz', manageRole: 'user', plan: 0, submitted: false },
] as const

export const demoAccountsSeed: Seed = {
	name: 'demo accounts',
	async shouldRun(db) {
		const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users)
		return (row?.n ?? 0) === 0
	},
	async run(db) {
		for (const account of demoAccounts) {
			await db
				.insert(users)
				.values({
					email: account.email,
					passwordHash: await hashPassword(account.password),
					firstName: account.firstName,
					lastName: account.lastName,
					manageRole: account.manageRole,
					plan: account.plan,
					verified: true,
					paymentDate: account.plan > 0 ? new Date() : null,
					submitAt: account.submitted ? new Date() : null,
				})
				.onConflictDoNothing()
		}
		return [`[db] seeded ${demoAccounts.length} demo accounts`]
	},
}

export const demoLoginLines = () =>
	demoAccounts.map((a) => `${a.manageRole === 'admin' ? 'Site admin ' : `Dietitian  `}  ${a.email} / ${a.password}${a.manageRole === 'user' ? (a.plan > 0 ? `  (plan ${a.plan}, profile submitted)` : '  (no plan yet)') : ''}`)

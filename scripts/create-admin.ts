// `npm run create-admin -- EMAIL`: makes an existing account a site administrator.
// Relative imports, not the '#db/' alias: the production image runs it with plain Node
// (`node ../scripts/create-admin.ts EMAIL`, README), without scripts/lib/module-aliases.ts.
import { eq, sql } from 'drizzle-orm'
import { openDb } from '../db/client.ts'
import { users } from '../db/schema/accounts.ts'

const email = process.argv[2]?.trim().toLowerCase()
if (!email) {
	console.error('Usage: npm run create-admin -- EMAIL   (the account must exist: sign up first)')
	process.exit(2)
}
const handle = await openDb()
try {
	const updated = await handle.db
		.update(users)
		.set({ manageRole: 'admin', updatedAt: new Date() })
		.where(eq(sql`lower(${users.email})`, email))
		.returning({ id: users.id })
	if (updated.length === 0) {
		console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`)
		process.exitCode = 1
	} else {
		console.log(`${email} is now a site administrator.`)
	}
} finally {
	await handle.close()
}

// `npm run approve-profile -- EMAIL [--by ADMIN_EMAIL]`: lists a submitted profile, as an admin's
// "Approve" on /admin/approvals does, for machines without a signed-in admin.
import { openDb } from '#db/client.ts'
import { approveProfileFromCommandLine } from './lib/approve-profile-command.ts'

const args = process.argv.slice(2)
const byAt = args.indexOf('--by')
const adminEmail = byAt >= 0 ? args[byAt + 1] : undefined
const email = args.find((arg, i) => !arg.startsWith('--') && !(byAt >= 0 && i === byAt + 1))?.trim().toLowerCase()
if (!email || (byAt >= 0 && !adminEmail)) {
	console.error('Usage: npm run approve-profile -- EMAIL [--by ADMIN_EMAIL]   (the dietitian must have submitted a profile; the first administrator approves unless --by names one)')
	process.exit(2)
}
const handle = await openDb()
try {
	const result = await approveProfileFromCommandLine(handle.db, email, adminEmail)
	if (result.exitCode === 0) console.log(result.message)
	else console.error(result.message)
	process.exitCode = result.exitCode
} finally {
	await handle.close()
}

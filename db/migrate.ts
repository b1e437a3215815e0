import { openDb } from './client.ts'

const handle = await openDb()
try {
	console.log(`[db] migrations applied (${handle.kind}: ${handle.location})`)
} finally {
	await handle.close()
}

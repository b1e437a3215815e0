import { openDb } from '#db/client.ts'
import { createThrowawayDatabase } from '#db/throwaway-database.ts'
import { seed, syntheticProfiles, timeQueries } from './lib/search-bench.ts'
import { closeDb } from '#app/modules/db/db.server.ts'
const url = process.env.KEEP_DB ?? (await createThrowawayDatabase('postgres://postgres@127.0.0.1:5432/test', 'dietitian_keep')).url
console.log('db', url)
const handle = await openDb(url)
if (!process.env.KEEP_DB) await seed(handle, syntheticProfiles(100_000))
await timeQueries(handle, 'postgres', 100_000)
await closeDb()
process.exit(0)

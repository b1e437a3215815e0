import { syntheticProfiles, seed } from '/work/main/scripts/lib/search-bench.ts'
const { openDb } = await import('/work/main/db/client.ts')
const pg = (await import('pg')).default
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' })
await admin.connect()
await admin.query('drop database if exists explore100k with (force)')
await admin.query('create database explore100k')
await admin.end()
const handle = await openDb('postgres://postgres@127.0.0.1:5432/explore100k')
await seed(handle, syntheticProfiles(100000))
await handle.close()
console.log('seeded')

import '/work/main/scripts/lib/search-bench.ts'
const { openDb } = await import('/work/main/db/client.ts')
const { searchStatement, resolvePlace } = await import('/work/main/web/app/modules/directory/search.server.ts')
const { searchQuerySchema } = await import('/work/main/web/app/modules/directory/search-query.ts')
const handle = await openDb('postgres://postgres@127.0.0.1:5432/explore100k')
const input = JSON.parse(process.argv[2] ?? '{"searchZipCode":"10001","radius":25}')
const query = searchQuerySchema.parse(input)
const r = resolvePlace(query) as any
const { statement } = searchStatement(handle.db as any, query, r.place, new Date())
const { sql, params } = statement.toSQL()
const client = (handle.db as any).$client
for (let i = 0; i < 30; i++) await client.query(sql, params)
const t = []
for (let i = 0; i < 200; i++) { const s = performance.now(); await client.query(sql, params); t.push(performance.now() - s) }
t.sort((a, b) => a - b)
console.log('p50', t[100].toFixed(2), 'p95', t[190].toFixed(2))
const { rows } = await client.query('explain (analyze, buffers) ' + sql, params)
console.log(rows.map((x: any) => x['QUERY PLAN']).join('\n'))
await handle.close()

import fs from 'node:fs'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { acquireFolderLock } from './lock.ts'
import { dataDir, migrationsDir } from './paths.ts'
import * as accounts from './schema/accounts.ts'
import * as actionLinks from './schema/action-links.ts'
import * as appointments from './schema/appointments.ts'
import * as auth from './schema/auth.ts'
import * as jobs from './schema/jobs.ts'
import * as billing from './schema/billing.ts'
import * as mail from './schema/mail.ts'
import * as newsletter from './schema/newsletter.ts'
import * as profiles from './schema/profiles.ts'
import * as rateLimits from './schema/rate-limits.ts'

// Each module owns its tables in db/schema/<module>.ts; the database knows them all.
const schema = { ...accounts, ...actionLinks, ...appointments, ...auth, ...billing, ...jobs, ...mail, ...newsletter, ...profiles, ...rateLimits }

export type DB = PgDatabase<PgQueryResultHKT, typeof schema>
export type DbHandle = {
	db: DB
	kind: 'pglite' | 'postgres'
	/** Where the data lives, for messages: a folder, 'memory', or the server without credentials. */
	location: string
	close: () => Promise<void>
}

export type OpenOptions = {
	migrate?: boolean
	/** Only a database that exists: a command must not make an empty PGlite folder where it expected data. */
	existing?: boolean
	/** A PGlite data dump (see dumpDataDir) to start an in-memory database from; tests use it. */
	loadDataDir?: Blob | File
}

/** Every query of the app stops after this long (DB_STATEMENT_TIMEOUT_MS, default 5 s). */
const statementTimeoutMs = () => Math.max(100, Number(process.env.DB_STATEMENT_TIMEOUT_MS ?? 5000) || 5000)
/**
 * How long a query waits for a free connection of the pool (DB_POOL_WAIT_MS, default 10 s): with every
 * connection busy under load, a request gets a 503 to try again instead of waiting without end.
 */
const poolWaitMs = () => Math.max(100, Number(process.env.DB_POOL_WAIT_MS ?? 10_000) || 10_000)

export class DatabaseMissingError extends Error {
	constructor(location: string) {
		super(`No database at ${location}: \`npm start\` (or \`npm run db:migrate\`) creates it, or set DATABASE_URL.`)
	}
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url)

/**
 * DATABASE_URL decides the driver:
 *   unset                       PGlite persisted under data/pg (the zero-setup default)
 *   memory | pglite:memory      PGlite in memory
 *   pglite:/dir | /dir | ./dir  PGlite persisted in that folder
 *   postgres://…                a PostgreSQL server through node-postgres
 */
export async function openDb(
	url: string | undefined = process.env.DATABASE_URL,
	options: OpenOptions = {},
): Promise<DbHandle> {
	const migrate = options.migrate ?? true
	// An empty DATABASE_URL (KEY= in a copied .env.example) means the default, not memory.
	url ||= undefined
	if (url && isPostgresUrl(url)) return openPostgres(url, migrate)
	if (options.existing) {
		const folder = pgliteFolder(url)
		if (!folder || !fs.existsSync(path.join(folder, 'PG_VERSION'))) throw new DatabaseMissingError(folder ?? 'memory')
	}
	return openPglite(url, migrate, options.loadDataDir)
}

async function openPostgres(url: string, migrate: boolean): Promise<DbHandle> {
	const { default: pg } = await import('pg')
	const { drizzle } = await import('drizzle-orm/node-postgres')
	if (migrate) {
		// The migrations (which may run long) on their own connection, without the statement time limit.
		const migrationPool = new pg.Pool({ connectionString: url, max: 1 })
		try {
			const { migrate: run } = await import('drizzle-orm/node-postgres/migrator')
			await run(drizzle({ client: migrationPool, schema }), { migrationsFolder: migrationsDir() })
		} finally {
			await migrationPool.end()
		}
	}
	// No request's query runs away: the limit is a startup parameter of every connection.
	const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10), statement_timeout: statementTimeoutMs(), connectionTimeoutMillis: poolWaitMs() })
	// The server ending a connection (a restart, a failover) is an 'error' event: on the pool for an idle
	// connection, on the connection itself while a request holds it. Unheard, either ends the process.
	// The query in flight fails on its own (the request answers 503), the pool drops the dead connection
	// and opens new ones on demand: nothing else to do.
	pool.on('error', (error) => console.warn(`[db] an idle database connection was closed: ${error.message}`))
	pool.on('connect', (client) => client.on('error', () => {}))
	const db = drizzle({ client: pool, schema })
	const parsed = new URL(url)
	return {
		db: db as unknown as DB,
		kind: 'postgres',
		location: `${parsed.host}${parsed.pathname}`,
		close: () => pool.end(),
	}
}

/**
 * The extensions the migrations create, as PGlite contrib modules (PostgreSQL
 * has them installed): earthdistance (with cube) for radius search, pg_trgm,
 * unaccent and citext for text matching, btree_gist for the appointments'
 * exclusion constraint (an integer and a time range in one GiST index).
 */
async function pgliteExtensions() {
	const [{ cube }, { earthdistance }, { pg_trgm }, { unaccent }, { citext }, { btree_gist }] = await Promise.all([
		import('@electric-sql/pglite/contrib/cube'),
		import('@electric-sql/pglite/contrib/earthdistance'),
		import('@electric-sql/pglite/contrib/pg_trgm'),
		import('@electric-sql/pglite/contrib/unaccent'),
		import('@electric-sql/pglite/contrib/citext'),
		import('@electric-sql/pglite/contrib/btree_gist'),
	])
	return { cube, earthdistance, pg_trgm, unaccent, citext, btree_gist }
}

function pgliteFolder(url: string | undefined): string | undefined {
	let target = url ?? path.join(dataDir(), 'pg')
	if (target.startsWith('pglite:')) target = target.slice('pglite:'.length)
	if (target.startsWith('file://')) target = target.slice('file://'.length)
	if (target === '' || target === 'memory' || target === 'memory://') return undefined
	return path.resolve(target)
}

async function openPglite(
	url: string | undefined,
	migrate: boolean,
	loadDataDir: Blob | undefined,
): Promise<DbHandle> {
	const folder = pgliteFolder(url)
	const { PGlite } = await import('@electric-sql/pglite')
	const extensions = await pgliteExtensions()
	const { drizzle } = await import('drizzle-orm/pglite')
	let release = () => {}
	if (folder) {
		// PGlite creates only the last folder of the path itself.
		fs.mkdirSync(path.dirname(folder), { recursive: true })
		release = acquireFolderLock(folder)
	}
	let client: InstanceType<typeof PGlite> | undefined
	try {
		client = folder ? await PGlite.create(folder, { extensions }) : await PGlite.create({ loadDataDir, extensions })
		const db = drizzle({ client, schema })
		if (migrate) {
			const { migrate: run } = await import('drizzle-orm/pglite/migrator')
			await run(db, { migrationsFolder: migrationsDir() })
		}
		await client.exec(`SET statement_timeout = ${statementTimeoutMs()}`)
		const opened = client
		return {
			db: db as unknown as DB,
			kind: 'pglite',
			location: folder ?? 'memory',
			close: async () => {
				try {
					await opened.close()
				} finally {
					release()
				}
			},
		}
	} catch (error) {
		await client?.close().catch(() => {})
		release()
		throw error
	}
}

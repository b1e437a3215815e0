import crypto from 'node:crypto'
import pg from 'pg'

/**
 * Creates a database with a random name on the PostgreSQL server, empty or a copy
 * of `template` (a database nobody is connected to); its URL and name.
 */
export async function createThrowawayDatabase(serverUrl: string, prefix: string, options: { template?: string } = {}) {
	const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`
	const admin = new pg.Client({ connectionString: serverUrl })
	await admin.connect()
	try {
		await admin.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`)
	} finally {
		await admin.end()
	}
	const url = new URL(serverUrl)
	url.pathname = `/${name}`
	return { url: url.toString(), name }
}

/** Drops a database made by createThrowawayDatabase, closing whatever is still connected to it. */
export async function dropThrowawayDatabase(serverUrl: string, name: string) {
	const admin = new pg.Client({ connectionString: serverUrl })
	await admin.connect()
	try {
		await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
	} finally {
		await admin.end()
	}
}

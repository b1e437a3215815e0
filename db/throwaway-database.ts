import crypto from 'node:crypto'
import pg from 'pg'

/** Creates an empty database with a random name on the PostgreSQL server; its URL and name. */
export async function createThrowawayDatabase(serverUrl: string, prefix: string) {
	const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`
	const admin = new pg.Client({ connectionString: serverUrl })
	await admin.connect()
	await admin.query(`CREATE DATABASE ${name}`)
	await admin.end()
	const url = new URL(serverUrl)
	url.pathname = `/${name}`
	return { url: url.toString(), name }
}

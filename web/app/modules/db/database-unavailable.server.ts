import { createContext } from 'react-router'
import { describeError } from '#app/modules/logging/log-error.server.ts'

// SQLSTATE: class 08 (connection exception), 57P01–57P03 (the server is
// shutting down, crashed, or is starting up), 53300 (too many connections),
// 57014 (a statement stopped by the statement timeout: the database is too busy
// to answer in time, or waits on a lock another write holds).
const unavailableState = /^(08\w{3}|57P0[123]|53300|57014)$/
// The socket to the server failed (the same codes mean the same for any
// dependency reached over the network: a 503 is right for those too).
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
// node-postgres and its pool say so in words, without a code.
const driverMessages = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/

/**
 * Whether an error means the database cannot be reached right now (down,
 * restarting, out of connections), as opposed to a bug or a bad query. The
 * driver's error is usually the cause of the ORM's query error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
	let current = error
	for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
		const code = (current as { code?: unknown }).code
		if (typeof code === 'string' && (unavailableState.test(code) || socketCodes.has(code))) return true
		if (driverMessages.test(current.message)) return true
		current = current.cause
	}
	return false
}

/**
 * Set on a request's context when a loader or action failed because the
 * database was unavailable; the production server then answers 503 instead
 * of the error page's 500 (server/request-handler.ts).
 */
export const databaseUnavailableContext = createContext<boolean>(false)

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const retryAfterSeconds = 5

/**
 * One warning line per refused request: the cause, without the query (it is not
 * a bug to debug), except for a statement stopped by the timeout: which query ran
 * long (its SQL text, never its values) says where to look.
 */
export function warnDatabaseUnavailable(where: string, error: unknown) {
	console.warn(`[db] ${where}: answered 503, the database is unavailable (${unavailableCause(error)})`)
}

/** Why the database was unavailable, in one line for a warning (see warnDatabaseUnavailable). */
export function unavailableCause(error: unknown) {
	const described = describeError(error).split('\n')[0]!.replace(/^\[error\] /, '')
	return /\(57014 /.test(described) ? described.slice(0, 600) : described.replace(/; query: .*$/, '')
}

/**
 * Logs an unexpected error without the data it carried. A failed query's
 * message holds its parameters (a new password hash, an e-mail, a code): only
 * the SQL text and the database's own message are written.
 */
export function logError(error: unknown, context?: string) {
	console.error(describeError(error, context))
}

export function describeError(error: unknown, context?: string): string {
	const prefix = context ? `[error] ${context}: ` : '[error] '
	if (isQueryError(error)) {
		const cause = error.cause instanceof Error ? databaseMessage(error.cause) : 'unknown cause'
		return `${prefix}database query failed (${cause}); query: ${error.query.replace(/\s+/g, ' ').slice(0, 500)}`
	}
	if (error instanceof Error) {
		// The stack's first line repeats the message; a cause may be a query error too.
		const cause = error.cause ? `\ncaused by ${describeError(error.cause)}` : ''
		return `${prefix}${error.stack ?? `${error.name}: ${error.message}`}${cause}`
	}
	return `${prefix}${String(error)}`
}

// The database quotes the offending value in some messages ("invalid input
// syntax for type integer: "…""): the SQLSTATE and the message without quotes.
function databaseMessage(error: Error) {
	const code = (error as { code?: unknown }).code
	const message = error.message.replace(/"[^"]*"/g, '"…"').replace(/\([^)]*\)=\([^)]*\)/g, '(…)=(…)')
	return `${typeof code === 'string' ? `${code} ` : ''}${message}`
}

function isQueryError(error: unknown): error is Error & { query: string; params: unknown[] } {
	return error instanceof Error && typeof (error as { query?: unknown }).query === 'string' && Array.isArray((error as { params?: unknown }).params)
}

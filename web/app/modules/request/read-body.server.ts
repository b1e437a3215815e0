import { data } from 'react-router'
import { bodyLimitFor, formatBytes } from './body-limits.ts'

/**
 * Why a body could not be read. Page actions throw it as a `data()` answer (the
 * error page shows the message); the JSON API answers it as a JSON string.
 */
export class BodyError extends Error {
	readonly status: 400 | 413 | 415
	constructor(status: 400 | 413 | 415, message: string) {
		super(message)
		this.status = status
		this.name = 'BodyError'
	}
}

const pathOf = (request: Request) => new URL(request.url).pathname

/**
 * The body's bytes, at most `limit` of them: a declared length over the limit
 * is refused before reading, and a stream that grows past it is cancelled.
 */
export async function readBodyBytes(request: Request, limit = bodyLimitFor(pathOf(request))): Promise<Uint8Array<ArrayBuffer>> {
	const declared = Number(request.headers.get('content-length'))
	if (Number.isFinite(declared) && declared > limit) throw new BodyError(413, `The request body is larger than ${formatBytes(limit)}`)
	if (!request.body) return new Uint8Array()
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	try {
		for (;;) {
			const { done, value } = await reader.read()
			if (done) break
			size += value.byteLength
			if (size > limit) {
				await reader.cancel().catch(() => {})
				throw new BodyError(413, `The request body is larger than ${formatBytes(limit)}`)
			}
			chunks.push(value)
		}
	} catch (error) {
		if (error instanceof BodyError) throw error
		// By name: the server's byte counter is a separate copy of the class from the app bundle's.
		if (error instanceof Error && error.name === 'BodyTooLargeError') throw new BodyError(413, error.message)
		throw new BodyError(400, 'The request body could not be read')
	}
	const bytes = new Uint8Array(size)
	let offset = 0
	for (const chunk of chunks) {
		bytes.set(chunk, offset)
		offset += chunk.byteLength
	}
	return bytes
}

const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()

/**
 * Reads a form post, whatever a client sends: anything but URL-encoded or
 * multipart form data is a 415, a body that does not parse a 400, a body over
 * the route's limit a 413. Never a 500.
 */
export async function readFormData(request: Request, options: { limit?: number } = {}): Promise<FormData> {
	const type = mediaType(request)
	const contentType = request.headers.get('content-type') ?? ''
	if (type === 'application/x-www-form-urlencoded') {
		const bytes = await readBodyBytes(request, options.limit)
		const form = new FormData()
		for (const [key, value] of new URLSearchParams(new TextDecoder().decode(bytes))) form.append(key, value)
		return form
	}
	if (type === 'multipart/form-data') {
		if (!/;\s*boundary=/i.test(contentType)) throw new BodyError(400, 'The multipart body has no boundary')
		const bytes = await readBodyBytes(request, options.limit)
		try {
			return await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
		} catch {
			throw new BodyError(400, 'The form data could not be read')
		}
	}
	throw new BodyError(415, 'Send the form as application/x-www-form-urlencoded or multipart/form-data')
}

/** Reads a JSON body: 415 for another type, 400 for bad JSON, 413 over the limit. */
export async function readJsonBody(request: Request, options: { limit?: number } = {}): Promise<unknown> {
	if (mediaType(request) !== 'application/json') throw new BodyError(415, 'Send a JSON body (Content-Type: application/json)')
	const bytes = await readBodyBytes(request, options.limit)
	try {
		return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
	} catch {
		throw new BodyError(400, 'The body is not valid JSON')
	}
}

/**
 * A page action's form. A body that is not a form ends the request with the
 * error page and the status of the problem (400, 413 or 415).
 */
export async function readForm(request: Request, options: { limit?: number } = {}): Promise<FormData> {
	try {
		return await readFormData(request, options)
	} catch (error) {
		if (error instanceof BodyError) throw data(error.message, { status: error.status })
		throw error
	}
}

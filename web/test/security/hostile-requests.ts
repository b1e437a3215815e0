import { pickOne, seededRandom } from '#app/modules/random/seeded-random.ts'
import type { AppRoute } from './route-config.ts'

/**
 * Hostile request bodies and URLs from a seeded generator, shared by the in-process
 * fuzz (fuzz.test.ts) and the one against the production build (e2e/tests/fuzz.spec.ts):
 * missing fields, wrong types, huge strings, unicode and NUL, arrays for strings,
 * nested objects, bad JSON, bad multipart, wrong content types, path traversal in
 * ids, repeated parameters.
 */
export function generator(start: number) {
	const next = seededRandom(start)
	const pick = <T,>(items: readonly T[]): T => pickOne(next, items)
	return { next, pick }
}

const fieldNames = ['email', 'password', 'first_name', 'last_name', 'token', 'verifyCode', 'resetToken', 'code', 'id', 'intent', 'title', 'summary', 'body', 'tags', 'plan', 'interval', 'pageSize', 'currentVal', 'searchVal', 'searchZipCode', 'searchCity', 'searchState', 'searchCount', 'radius', 'source', 'returnTo', 'honeypot', 'coverAlt', 'remember',
	// profiles, contact requests, admin actions
	'profile_name', 'business_email', 'office_number', 'zipcode', 'state', 'city_name', 'npi', 'credentials', 'specialties', 'telehealth_states', 'working_time', 'education', 'avatar', 'photo', 'name', 'phone', 'message', 'consent', 'preferredContact', 'reason', 'confirmEmail', 'version', 'until', 'userId', 'action', 'section']
const strings = ['', ' ', 'a', 'dana@example.com', 'x'.repeat(100_000), 'é😀\u202e\u0000\u0001', '\u0000', '../../../etc/passwd', '%2e%2e%2f%2e%2e%2f', '<script>alert(1)</script>', "' OR 1=1 --", '１２３４５６', '-1', '1e309', 'NaN', 'null', 'true', '\r\nSet-Cookie: x=1', 'https://evil.example/']
const scalars = [0, -1, 1.5, 2 ** 53, -(2 ** 31), true, false, null]

function value(g: Generator, depth = 0): unknown {
	const kind = g.pick(['string', 'string', 'scalar', 'array', 'object'] as const)
	if (kind === 'string') return g.pick(strings)
	if (kind === 'scalar') return g.pick(scalars)
	if (kind === 'array') return depth > 2 ? [] : [value(g, depth + 1), g.pick(strings)]
	return depth > 2 ? {} : { [g.pick(fieldNames)]: value(g, depth + 1), __proto__x: { constructor: 'x' } }
}

function jsonObject(g: Generator) {
	const object: Record<string, unknown> = {}
	const count = Math.floor(g.next() * 5)
	for (let i = 0; i < count; i++) object[g.pick(fieldNames)] = value(g)
	return object
}

export type Case = { body: string; contentType: string | null; label: string }

export function hostileCase(g: Generator): Case {
	const kind = g.pick(['json', 'json', 'json', 'bad-json', 'json-not-object', 'form', 'form', 'repeated', 'multipart', 'bad-multipart', 'wrong-type', 'empty'] as const)
	switch (kind) {
		case 'json':
			return { body: JSON.stringify(jsonObject(g)), contentType: 'application/json', label: kind }
		case 'bad-json':
			return { body: g.pick(['{', '{"email":', '[1,2', '{"a":1}}', '\u0000', 'undefined', "{'a':1}"]), contentType: 'application/json', label: kind }
		case 'json-not-object':
			return { body: JSON.stringify(g.pick([[], [{}], 'text', 42, null, true])), contentType: 'application/json', label: kind }
		case 'form': {
			const form = new URLSearchParams()
			for (let i = 0; i < 1 + Math.floor(g.next() * 4); i++) form.append(g.pick(fieldNames), String(g.pick(strings)))
			return { body: form.toString(), contentType: 'application/x-www-form-urlencoded', label: kind }
		}
		case 'repeated': {
			const name = g.pick(fieldNames)
			return { body: `${name}=${encodeURIComponent(g.pick(strings))}&${name}=${encodeURIComponent(g.pick(strings))}&${name}[]=1&${name}[a]=2`, contentType: 'application/x-www-form-urlencoded', label: kind }
		}
		case 'multipart': {
			const boundary = '----fuzz'
			const field = g.pick(fieldNames)
			return { body: `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${g.pick(strings)}\r\n--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}`, label: kind }
		}
		case 'bad-multipart':
			return { body: g.pick(['--x\r\nContent-Disposition: form-data\r\n\r\n', 'garbage', '--fuzz\r\n\r\n\r\n']), contentType: g.pick(['multipart/form-data', 'multipart/form-data; boundary=fuzz', 'multipart/form-data; boundary=']), label: kind }
		case 'wrong-type':
			return { body: g.pick(['<a/>', 'email=a', '{"email":"a"}']), contentType: g.pick(['text/plain', 'application/xml', 'application/octet-stream', 'image/png', 'application/json; charset=utf-16']), label: kind }
		case 'empty':
			return { body: '', contentType: g.pick([null, 'application/json', 'application/x-www-form-urlencoded']), label: kind }
	}
}

export const traversalIds = ['..%2F..%2Fetc%2Fpasswd', '%00', '-1', '1e5', '99999999999999999999', 'NaN', '%E2%80%AE', 'x'.repeat(2000)]

export function urlFor(route: AppRoute, g: Generator, articleId: number) {
	const params: Record<string, string> = {}
	const path = route.pattern
		.split('/')
		.map((part) => {
			if (!part.startsWith(':') && part !== '*') return part
			const id = g.next() < 0.5 ? String(articleId) : g.pick(traversalIds)
			params[part === '*' ? '*' : part.slice(1)] = decodeURIComponent(id)
			return id
		})
		.join('/')
	const query = g.next() < 0.2 ? `?${g.pick(fieldNames)}=${encodeURIComponent(g.pick(strings).slice(0, 200))}&index&_data=x` : ''
	return { url: `/${path}${query}`, params }
}

export type Generator = ReturnType<typeof generator>

import type { APIRequestContext } from '@playwright/test'
import { expect } from '../fixtures.ts'
import { e2eCmsAccounts, e2ePorts } from '../ports.ts'

/** Strapi's admin REST API: what the admin panel calls when an editor clicks. */
export const cmsUrl = `http://127.0.0.1:${e2ePorts.cms}`

export type CmsAdmin = {
	token: string
	get: <T = any>(path: string) => Promise<T>
	send: <T = any>(method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) => Promise<{ status: number; body: T }>
}

// Strapi limits admin sign-ins per address: one per account for the whole run.
const tokens = new Map<string, string>()

async function signIn(request: APIRequestContext, who: keyof typeof e2eCmsAccounts) {
	const known = tokens.get(who)
	if (known) return known
	const login = await request.post(`${cmsUrl}/admin/login`, { data: e2eCmsAccounts[who] })
	expect(login.status(), `CMS login as ${who}`).toBe(200)
	const token = ((await login.json()) as { data: { token: string } }).data.token
	tokens.set(who, token)
	return token
}

/** Signs in to the CMS admin as one of the test accounts (the editor by default). */
export async function cmsAdmin(request: APIRequestContext, who: keyof typeof e2eCmsAccounts = 'editor'): Promise<CmsAdmin> {
	const token = await signIn(request, who)
	const headers = { authorization: `Bearer ${token}` }
	return {
		token,
		async get(path) {
			const answer = await request.get(`${cmsUrl}${path}`, { headers })
			expect(answer.status(), `GET ${path}`).toBe(200)
			return answer.json()
		},
		async send(method, path, data) {
			const answer = await request.fetch(`${cmsUrl}${path}`, { method, headers, data: data ?? {} })
			return { status: answer.status(), body: await answer.json().catch(() => null) }
		},
	}
}

const collection = (uid: string) => `/content-manager/collection-types/${uid}`

/** The first entry of a collection whose field equals the value, as the content manager lists it. */
export async function findEntry(admin: CmsAdmin, uid: string, field: string, value: string | number) {
	const list = await admin.get<{ results: Record<string, any>[] }>(`${collection(uid)}?page=1&pageSize=10&filters[$and][0][${field}][$eq]=${encodeURIComponent(String(value))}`)
	const entry = list.results[0]
	expect(entry, `${uid} with ${field}=${value}`).toBeTruthy()
	return entry!
}

export { collection }

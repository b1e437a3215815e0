import { afterAll, beforeAll } from 'vitest'
import { useEnv } from '../billing/helpers.ts'
import { createRoleUsers, type RoleUsers } from './roles.ts'
import { startStubCms } from './stub-cms.ts'

/** The public number of the article `paid` owns in the stub CMS. */
export const articleId = 4242

/**
 * For a test file: the role accounts and a stub CMS holding one draft article
 * of the `paid` dietitian. The returned object is filled before the tests run.
 */
export function useRoleWorld(env: Record<string, string> = {}): RoleUsers {
	const people = {} as RoleUsers
	let closeCms: () => Promise<void> = async () => {}
	useEnv({ SITE_URL: 'http://localhost:3000', CMS_CACHE_TTL_MS: '0', ...env })
	beforeAll(async () => {
		Object.assign(people, await createRoleUsers())
		const cms = await startStubCms(() => ({ publicId: articleId, documentId: 'articledocument00001', authorEmail: people.paid.email.toLowerCase(), status: 'draft' }))
		process.env.STRAPI_URL = cms.url
		process.env.STRAPI_API_TOKEN = 'test-token'
		delete (globalThis as { __env?: unknown }).__env
		delete (globalThis as { __cms?: unknown }).__cms
		closeCms = cms.close
	})
	afterAll(() => closeCms())
	return people
}

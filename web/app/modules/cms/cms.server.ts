import fs from 'node:fs'
import path from 'node:path'
import { dataDir } from '#db/paths.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { createCmsClient, type CmsClient } from './cms-client.server.ts'

function readTokenFile(): string | undefined {
	const file = getEnv().STRAPI_API_TOKEN_FILE ?? path.join(dataDir(), 'cms', 'api-token.txt')
	try {
		return fs.readFileSync(file, 'utf8').trim() || undefined
	} catch {
		return undefined
	}
}

const slot = globalThis as typeof globalThis & { __cms?: CmsClient }

/** The process-wide Strapi client, configured from the environment. */
export function getCms(): CmsClient {
	if (!slot.__cms) {
		const env = getEnv()
		let fileToken: string | undefined
		slot.__cms = createCmsClient({
			baseUrl: env.STRAPI_URL,
			token: () => env.STRAPI_API_TOKEN ?? (fileToken ??= readTokenFile()),
			timeoutMs: env.STRAPI_TIMEOUT_MS,
			coldTimeoutMs: env.STRAPI_COLD_TIMEOUT_MS,
			ttlMs: env.CMS_CACHE_TTL_MS,
		})
	}
	return slot.__cms
}

import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { dataDir } from './paths.ts'

const random = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url')

/** Secrets the web and the CMS need; in development they are generated once and kept in data/. */
const generators: Record<string, () => string> = {
	SESSION_SECRET: () => random(),
	JWT_SECRET: () => random(),
	STRAPI_API_TOKEN: () => random(48),
	STRAPI_ADMIN_PASSWORD: () => `Cms-${random(12)}9a`,
	STRAPI_EDITOR_PASSWORD: () => `Ed-${random(12)}9a`,
	PREVIEW_SECRET: () => random(),
	CMS_APP_KEYS: () => [random(), random(), random(), random()].join(','),
	CMS_API_TOKEN_SALT: () => random(),
	CMS_ADMIN_JWT_SECRET: () => random(),
	CMS_TRANSFER_TOKEN_SALT: () => random(),
	CMS_JWT_SECRET: () => random(),
	CMS_ENCRYPTION_KEY: () => random(),
	CMS_WEBHOOK_SECRET: () => random(),
}

export const secretNames = Object.keys(generators)

/**
 * The environment's secrets, filling gaps from data/secrets.json (created on
 * first run). In production nothing is generated: a missing secret is an error.
 */
export function resolveSecrets(env: NodeJS.ProcessEnv, production: boolean): Record<string, string> {
	if (production) {
		const missing = secretNames.filter((name) => !env[name])
		if (missing.length) {
			throw new Error(`APP_ENV=production: set ${missing.join(', ')} in the environment; refusing to start.`)
		}
		return Object.fromEntries(secretNames.map((name) => [name, env[name] as string]))
	}
	const file = path.join(dataDir, 'secrets.json')
	const stored: Record<string, string> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}
	let changed = false
	for (const name of secretNames) {
		if (!stored[name]) {
			stored[name] = generators[name]!()
			changed = true
		}
	}
	if (changed) {
		fs.mkdirSync(dataDir, { recursive: true })
		fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 })
	}
	return Object.fromEntries(secretNames.map((name) => [name, env[name] || stored[name]!]))
}

/** The CMS reads Strapi's own variable names. */
export function cmsSecretEnv(secrets: Record<string, string>) {
	return {
		APP_KEYS: secrets.CMS_APP_KEYS!,
		API_TOKEN_SALT: secrets.CMS_API_TOKEN_SALT!,
		ADMIN_JWT_SECRET: secrets.CMS_ADMIN_JWT_SECRET!,
		TRANSFER_TOKEN_SALT: secrets.CMS_TRANSFER_TOKEN_SALT!,
		JWT_SECRET: secrets.CMS_JWT_SECRET!,
		ENCRYPTION_KEY: secrets.CMS_ENCRYPTION_KEY!,
		STRAPI_API_TOKEN: secrets.STRAPI_API_TOKEN!,
		STRAPI_ADMIN_PASSWORD: secrets.STRAPI_ADMIN_PASSWORD!,
		STRAPI_EDITOR_PASSWORD: secrets.STRAPI_EDITOR_PASSWORD!,
		PREVIEW_SECRET: secrets.PREVIEW_SECRET!,
		WEB_WEBHOOK_SECRET: secrets.CMS_WEBHOOK_SECRET!,
	}
}

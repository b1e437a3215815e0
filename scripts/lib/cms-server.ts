import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { cmsBin, cmsDir } from './paths.ts'
import { startProcess } from './processes.ts'

const random = () => crypto.randomBytes(24).toString('base64url')

export type TestCmsOptions = {
	port: number
	/** A folder of the caller's: the SQLite file and uploads go in it. */
	work: string
	siteUrl: string
	apiToken: string
	webhook?: { url: string; secret: string }
	/** Fixed CMS logins and preview secret (the browser tests sign in with them); fresh random ones otherwise. */
	accounts?: { superAdmin: { email: string; password: string }; editor?: { email: string; password: string } }
	previewSecret?: string
	quiet?: boolean
}

/**
 * A real Strapi on a fresh SQLite file with the demo content, compiled with tsc
 * and without its admin panel: the browser tests' CMS, the load bench's, and the
 * one the fault test stops for real. Needs `npm run compile` in cms/ first.
 */
export function startTestCms(options: TestCmsOptions) {
	if (!fs.existsSync(path.join(cmsDir, 'dist', 'src', 'index.js'))) throw new Error('the CMS is not compiled: cd cms && npm run compile')
	return startProcess('cms', cmsBin('strapi'), ['start'], {
		cwd: cmsDir,
		quiet: options.quiet ?? true,
		env: {
			...process.env,
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			PORT: String(options.port),
			SERVE_ADMIN_PANEL: 'false',
			STRAPI_TELEMETRY_DISABLED: 'true',
			CMS_DATABASE_FILENAME: path.join(options.work, 'cms.db'),
			CMS_PUBLIC_DIR: path.join(options.work, 'cms-public'),
			STRAPI_ADMIN_EMAIL: options.accounts?.superAdmin.email ?? 'cms-admin@americandietitian.example',
			STRAPI_ADMIN_PASSWORD: options.accounts?.superAdmin.password ?? `Cms-${random()}9a`,
			...(options.accounts?.editor ? { STRAPI_EDITOR_EMAIL: options.accounts.editor.email, STRAPI_EDITOR_PASSWORD: options.accounts.editor.password } : {}),
			SITE_URL: options.siteUrl,
			STRAPI_API_TOKEN: options.apiToken,
			STRAPI_SEED: 'true',
			APP_KEYS: [random(), random()].join(','),
			API_TOKEN_SALT: random(),
			ADMIN_JWT_SECRET: random(),
			TRANSFER_TOKEN_SALT: random(),
			JWT_SECRET: random(),
			ENCRYPTION_KEY: random(),
			PREVIEW_SECRET: options.previewSecret ?? random(),
			...(options.webhook ? { WEB_WEBHOOK_URL: options.webhook.url, WEB_WEBHOOK_SECRET: options.webhook.secret } : {}),
		},
	})
}

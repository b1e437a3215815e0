import { createCookie } from 'react-router'
import { getEnv, isProduction } from '#app/modules/config/env.server.ts'

/** A signed, httpOnly, SameSite=Lax cookie (Secure in production): every cookie the site sets. */
export const appCookie = (name: string, options: { maxAge: number; path?: string }) =>
	createCookie(name, {
		path: options.path ?? '/',
		httpOnly: true,
		sameSite: 'lax',
		secure: isProduction(),
		secrets: [getEnv().SESSION_SECRET],
		maxAge: options.maxAge,
	})

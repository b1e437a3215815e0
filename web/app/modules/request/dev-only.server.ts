import { data, type RouterContextProvider } from 'react-router'
import { isProduction } from '#app/modules/config/env.server.ts'
import { isLocalRequest, peerContext } from './client-ip.ts'

/**
 * Development pages (the mail outbox) exist only outside production and only
 * for requests made on this machine: a deployment that forgot APP_ENV still
 * does not hand its reset codes to the internet.
 */
export function requireDevelopmentRequest(context: Readonly<RouterContextProvider>) {
	if (isProduction() || !isLocalRequest(context.get(peerContext))) throw data('Not found', { status: 404 })
}

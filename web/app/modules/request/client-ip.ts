import { createContext } from 'react-router'

/**
 * The client's address as the web server saw it (behind a proxy: the forwarded
 * one, when TRUST_PROXY is set). Rate limits key on it.
 */
export const clientIpContext = createContext<string>('unknown')

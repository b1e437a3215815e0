import { createContext } from 'react-router'

/**
 * The client's address as the web server saw it (behind a proxy: the forwarded
 * one, when TRUST_PROXY is set). Rate limits key on it.
 */
export const clientIpContext = createContext<string>('unknown')

export type Peer = { address: string; forwarded: boolean }

/**
 * The TCP peer of the request and whether a proxy forwarded it. Null when the
 * app runs inside the development server, which does not report it.
 */
export const peerContext = createContext<Peer | null>(null)

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

export const isLoopbackAddress = (address: string) => loopback.test(address)

/** A request made on this machine, not through a proxy: the only ones /dev pages answer. */
export const isLocalRequest = (peer: Peer | null) => peer === null || (isLoopbackAddress(peer.address) && !peer.forwarded)

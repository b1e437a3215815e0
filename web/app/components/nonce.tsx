import { createContext, useContext } from 'react'

/**
 * The per-request nonce of the Content-Security-Policy, for the few scripts the
 * document inlines. Set only while rendering on the server; browsers hide a
 * nonce from scripts, so the client renders it as ''.
 */
export const NonceContext = createContext('')

export const useNonce = () => useContext(NonceContext)

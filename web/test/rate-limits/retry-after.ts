import { expect } from 'vitest'

/**
 * What a refused request's Retry-After means: the whole seconds left of the limit's fixed window,
 * which began with this address's first request at `firstRequestAt` (Date.now() before it; the
 * window is counted by the database's clock, so a second either way). Returns the seconds, for the
 * test to find in the message.
 */
export function retryAfterOfWindow(headers: Headers, windowSeconds: number, firstRequestAt: number): number {
	const seconds = Number(headers.get('retry-after'))
	const elapsed = Math.ceil((Date.now() - firstRequestAt) / 1000)
	expect(Number.isInteger(seconds), `Retry-After ${headers.get('retry-after')}`).toBe(true)
	expect(seconds).toBeLessThanOrEqual(windowSeconds)
	expect(seconds).toBeGreaterThanOrEqual(windowSeconds - elapsed - 1)
	return seconds
}

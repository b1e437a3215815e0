import { expect } from 'vitest'

/**
 * What a limit's wait means: the whole seconds left of its fixed window, which began with the key's
 * first hit at `firstHitAt` (Date.now() before it; the window is counted by the database's or
 * Redis's clock, so a second either way). Returns the seconds.
 */
export function secondsLeftOfWindow(seconds: number, windowSeconds: number, firstHitAt: number): number {
	const elapsed = Math.ceil((Date.now() - firstHitAt) / 1000)
	expect(Number.isInteger(seconds), `wait ${seconds}`).toBe(true)
	expect(seconds).toBeLessThanOrEqual(windowSeconds)
	expect(seconds).toBeGreaterThanOrEqual(windowSeconds - elapsed - 1)
	return seconds
}

/** A refused request's Retry-After: the seconds left of the window its address's first request began, for the test to find in the message. */
export const retryAfterOfWindow = (headers: Headers, windowSeconds: number, firstRequestAt: number) => secondsLeftOfWindow(Number(headers.get('retry-after')), windowSeconds, firstRequestAt)

// Plain TypeScript with no aliased imports: the cover art imports it, and so
// does cms/scripts/make-demo-images.mjs through it, run by Node as it is.

/** Numbers in [0, 1), the same ones for the same seed. */
export type Random = () => number

/**
 * mulberry32: a small deterministic sequence, so a cover variant always draws
 * the same picture, a fresh clone gets the same demo data and a fuzz run can
 * be repeated from its seed.
 */
export function seededRandom(seed: number): Random {
	let state = seed >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

/** One item of the list, drawn by the sequence. */
export const pickOne = <T>(next: Random, items: readonly T[]): T => items[Math.floor(next() * items.length)]!

/**
 * The one clock of the site's time-based rules: openings and holds, link and code
 * expiries, reply deadlines, reminders, the listing's "confirmed" age. It is real
 * time unless a test moves it: vitest files call setClock/advanceClock, and the
 * browser tests move the server's clock with POST /dev/clock (APP_ENV=test only).
 * Nothing waits on it: a test that needs "31 minutes later" moves the clock and
 * runs the due work (runDueWork in jobs/scheduled-work.server.ts).
 */
type ClockState = { frozenAt: number | null; offsetMs: number }

// On globalThis: one clock per process, even when a dev-server edit reloads this module.
const state = ((globalThis as { __clock?: ClockState }).__clock ??= { frozenAt: null, offsetMs: 0 })

export function now(): Date {
	return new Date(nowMs())
}

export function nowMs(): number {
	return state.frozenAt ?? Date.now() + state.offsetMs
}

function refuseInProduction() {
	if (process.env.APP_ENV === 'production') throw new Error('The clock cannot be moved in production')
}

/** Stops the clock at `at` (tests only). */
export function setClock(at: Date | string | number) {
	refuseInProduction()
	const ms = new Date(at).getTime()
	if (!Number.isFinite(ms)) throw new Error(`setClock: not a time: ${String(at)}`)
	state.frozenAt = ms
}

/** Moves the clock forward (or back, with a negative amount); a running clock keeps running (tests only). */
export function advanceClock(ms: number) {
	refuseInProduction()
	if (state.frozenAt !== null) state.frozenAt += ms
	else state.offsetMs += ms
}

/** Back to real time. */
export function resetClock() {
	state.frozenAt = null
	state.offsetMs = 0
}

export function clockIsReal() {
	return state.frozenAt === null && state.offsetMs === 0
}

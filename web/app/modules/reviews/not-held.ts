import { notHeldHours } from './review-form.ts'

/**
 * Whether the dashboard offers "Did not take place" for a past visit (issue 46 point 1): a confirmed visit
 * within 48 hours of its end, not marked yet; `marked` once it is.
 */
export function notHeldState(visit: { id: number; status: string; endsAt: Date }, marked: Set<number>, at: Date): 'can-mark' | 'marked' | null {
	if (visit.status !== 'confirmed') return null
	if (marked.has(visit.id)) return 'marked'
	return at.getTime() < visit.endsAt.getTime() + notHeldHours * 3_600_000 ? 'can-mark' : null
}

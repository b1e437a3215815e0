/** An appointment's time as its mails and pages write it, in the office's zone (server side: Intl loads zone data). */
export function appointmentTime(at: number, timeZone: string) {
	const long = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(at)
	const short = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(at)
	return { long, short }
}

/** "Tuesday, December 1, 2026 at 9:30 AM" of an ISO time with an offset: its wall time as written there (no zone data needed). */
export function wallTimeText(iso: string) {
	const wall = Date.parse(`${iso.slice(0, 19)}Z`)
	return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(wall)
}

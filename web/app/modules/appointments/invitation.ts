/**
 * The calendar invitation of a confirmed appointment (RFC 5545, iTIP RFC 5546):
 * METHOD:REQUEST when it is confirmed, METHOD:CANCEL with the same UID and a
 * higher SEQUENCE when either side cancels it. Times are UTC (the "Z" form),
 * which every calendar shows in its owner's zone; no VTIMEZONE is needed.
 * The visitor's reason for the visit is never in it: invitations travel to
 * shared and synced calendars.
 */
export type Invitation = {
	method: 'REQUEST' | 'CANCEL'
	uid: string
	sequence: number
	stamp: number
	start: number
	end: number
	summary: string
	description: string
	location: string
	organizer: { name: string; email: string }
	attendee: { name: string; email: string }
}

export const utc = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
/** A parameter value in quotes may hold anything but a quote or a control character. */
const param = (value: string) => `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`

/** Lines longer than 75 octets are folded: CRLF and one space, never inside a UTF-8 character. */
export function fold(line: string): string {
	const parts: string[] = []
	let current = ''
	let octets = 0
	for (const character of line) {
		const size = Buffer.byteLength(character)
		if (octets + size > (parts.length ? 74 : 75)) {
			parts.push(current)
			current = ''
			octets = 0
		}
		current += character
		octets += size
	}
	parts.push(current)
	return parts.join('\r\n ')
}

export function invitationIcs(invitation: Invitation): string {
	const cancelled = invitation.method === 'CANCEL'
	const lines = [
		'BEGIN:VCALENDAR',
		'VERSION:2.0',
		'PRODID:-//American Dietitian//Appointments//EN',
		'CALSCALE:GREGORIAN',
		`METHOD:${invitation.method}`,
		'BEGIN:VEVENT',
		`UID:${invitation.uid}`,
		`SEQUENCE:${invitation.sequence}`,
		`DTSTAMP:${utc(invitation.stamp)}`,
		`DTSTART:${utc(invitation.start)}`,
		`DTEND:${utc(invitation.end)}`,
		`SUMMARY:${text(invitation.summary)}`,
		`DESCRIPTION:${text(invitation.description)}`,
		`LOCATION:${text(invitation.location)}`,
		`ORGANIZER;CN=${param(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
		`ATTENDEE;CN=${param(invitation.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${invitation.attendee.email}`,
		`STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
		'TRANSP:OPAQUE',
		'END:VEVENT',
		'END:VCALENDAR',
	]
	return `${lines.map(fold).join('\r\n')}\r\n`
}

/** The invitation as a mail attachment, as Postmark takes it. */
export function invitationAttachment(invitation: Invitation) {
	return {
		Name: invitation.method === 'CANCEL' ? 'cancelled.ics' : 'invite.ics',
		ContentType: `text/calendar; charset=utf-8; method=${invitation.method}`,
		Content: Buffer.from(invitationIcs(invitation), 'utf8').toString('base64'),
	}
}

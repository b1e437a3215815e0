import { formatDay } from '#app/modules/site/format-date.ts'
import { dayMs } from './availability-rules.ts'

/** A credential check an administrator recorded, as the card, the profile and the API carry it. */
export type CredentialCheck = { kind: 'npi' | 'cdr' | 'licence'; number: string; state: string | null; checked_at: string }

export const credentialKinds = ['npi', 'cdr', 'licence'] as const

/** How long a check keeps a profile "Verified". */
export const verifiedForDays = 365

/** What each kind of check is, and where an administrator makes it. */
export const checkKindLabels: Record<CredentialCheck['kind'], { short: string; long: string; where: string }> = {
	npi: { short: 'NPI', long: 'NPI number', where: 'looked up in the NPPES registry' },
	cdr: { short: 'CDR', long: 'CDR registration number', where: "looked up in CDR's credential verification" },
	licence: { short: 'Licence', long: 'State licence number', where: "looked up at the state board's licence search" },
}

/**
 * "Verified" means a credential was checked: at least one check recorded by an
 * administrator, not older than a year (issue 30). Approval alone verifies nothing.
 */
export function isVerified(checks: CredentialCheck[], at: Date): boolean {
	return checks.some((check) => at.getTime() - new Date(check.checked_at).getTime() < verifiedForDays * dayMs)
}

/** One check in words: "NPI 1234567893 · checked Nov 20, 2026", "Licence NY 012345 · checked …". */
export function checkLine(check: CredentialCheck): string {
	const number = check.kind === 'licence' && check.state ? `${check.state} ${check.number}` : check.number
	return `${checkKindLabels[check.kind].short} ${number} · checked ${formatDay(check.checked_at)}`
}

/** The badge's tooltip: which credentials were checked and when, and what the badge does not say. */
export function verifiedText(checks: CredentialCheck[], at: Date): string | null {
	const recent = checks.filter((check) => isVerified([check], at))
	if (!recent.length) return null
	return `Our team checked ${recent.map(checkLine).join('; ')}. It says the credential is real and current, not how good the care is.`
}

import { sql, type SQLWrapper } from 'drizzle-orm'
import { credentialChecks, profiles } from '#db/schema/profiles.ts'
import type { CredentialCheck } from './verified-text.ts'

/** A number as a check compares it: letters and digits in capitals ("LD-4411" is "ld 4411"). */
export const credentialNumberKey = (value: string | null | undefined) => (value ? value.replace(/[^A-Za-z0-9]/g, '').toUpperCase() : null)
const numberKey = (value: SQLWrapper) => sql`upper(regexp_replace(${value}, '[^A-Za-z0-9]', '', 'g'))`

/**
 * A check is in force while the number it checked is the number its profile gives now (issue 41
 * point 2): a changed NPI, CDR number or licence number ends it at once, and the badge goes until
 * an administrator checks the new number. Read with the profile's row (`profiles`) in the query.
 * The profile gives one licence number and no licence state: the state is the one the
 * administrator found at the board.
 */
export const checkInForce = sql`(case ${credentialChecks.kind}
	when 'npi' then ${numberKey(credentialChecks.number)} = ${numberKey(profiles.npi)}
	when 'cdr' then ${numberKey(credentialChecks.number)} = ${numberKey(profiles.cdrNumber)}
	else ${numberKey(credentialChecks.number)} = ${numberKey(profiles.licenseNumber)} end)`

/** The profile's number of a kind. */
export const profileNumberOf = (profile: { npi: string | null; cdrNumber: string | null; licenseNumber: string | null }, kind: CredentialCheck['kind']) =>
	kind === 'npi' ? profile.npi : kind === 'cdr' ? profile.cdrNumber : profile.licenseNumber

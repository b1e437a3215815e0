import { data } from 'react-router'
import { getEnv } from '#app/modules/config/env.server.ts'
import { parseProfileId } from '#app/modules/profiles/profile-page.server.ts'
import { findProfile } from '#app/modules/profiles/public-profile.server.ts'
import { listingStatus } from '#app/modules/profiles/listing-status.ts'
import { checksOf } from '#app/modules/profiles/credential-checks.server.ts'
import { isVerified } from '#app/modules/profiles/verified-text.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { formatDay } from '#app/modules/site/format-date.ts'
import { medicareInsurance } from './medicare-dietitians.server.ts'
import { factDate, medicareFacts } from './medicare-facts.ts'

export type ReferralLetter = {
	dietitianId: number
	dietitian: {
		name: string
		credentials: string[]
		role: string
		/** The NPI with the day our team checked it, 'unchecked' for one given but not (or no longer) checked, null for none. */
		npi: { number: string; checkedOn: string } | 'unchecked' | null
		practice: string | null
		addressLines: string[]
		phone: string | null
		fax: string | null
	}
	profileUrl: string
	source: { title: string; publisher: string; url: string; statedOn: string }
}

/** Why there is no letter, for the page to say with a way back. */
export type NoLetter = { reason: 'not-found' | 'not-listed' | 'no-medicare'; profileHref: string | null }

/**
 * The referral letter of a listed dietitian who accepts Medicare, for the page
 * and the PDF alike. Anything else is an error answer with what the page
 * needs to offer a way back: 404 for no such dietitian, an unlisted profile or
 * one that does not accept Medicare; 410 for a listing that is paused (as the
 * profile page answers). The NPI is on the letter, unlike on the profile: a
 * physician's referral names the provider, and NPIs are public (decision 095) — but only an NPI
 * our team checked and that is still the profile's; otherwise the letter says it is unchecked
 * (issue 41 point 2).
 */
export async function loadReferralLetter(rawId: string | undefined): Promise<ReferralLetter> {
	const found = await findReferralLetter(rawId)
	if (!found.ok) throw data(found.why, { status: found.status })
	return found.letter
}

/** The letter, or why there is none and the status that says so. */
export async function findReferralLetter(rawId: string | undefined): Promise<{ ok: true; letter: ReferralLetter } | { ok: false; status: 404 | 410; why: NoLetter }> {
	const id = parseProfileId(rawId)
	const found = id === null ? null : await findProfile(id)
	const fail = (status: 404 | 410, why: NoLetter) => ({ ok: false as const, status, why })
	if (!found) return fail(404, { reason: 'not-found', profileHref: null })
	const status = listingStatus({ reviewStatus: found.profile.reviewStatus, plan: found.plan, suspendedAt: found.suspendedAt })
	if (status === 'not_listed') return fail(410, { reason: 'not-listed', profileHref: null })
	if (status !== 'listed') return fail(404, { reason: 'not-found', profileHref: null })
	const profileHref = `/viewdoctorprofile/${found.id}`
	if (!found.profile.insurance.includes(medicareInsurance)) return fail(404, { reason: 'no-medicare', profileHref })
	const p = found.profile
	const npiCheck = p.npi ? (await checksOf(found.id)).find((check) => check.kind === 'npi' && isVerified([check], now())) : undefined
	const street = [p.streetAddress, p.aptSuite].filter(Boolean).join(', ')
	const fact = medicareFacts.nutritionTherapy
	const letter: ReferralLetter = {
		dietitianId: found.id,
		dietitian: {
			name: `${found.firstName} ${found.lastName}`,
			credentials: p.credentials,
			role: p.role ?? 'Registered Dietitian',
			npi: npiCheck ? { number: npiCheck.number, checkedOn: formatDay(npiCheck.checked_at) } : p.npi ? 'unchecked' : null,
			practice: p.profileName,
			addressLines: [street, `${p.cityName ?? ''}, ${p.state ?? ''} ${p.zipcode ?? ''}`.trim()].filter((line) => line && line !== ','),
			phone: p.officeNumber,
			fax: p.officeFax,
		},
		profileUrl: new URL(profileHref, getEnv().SITE_URL).toString(),
		source: { ...fact.source, statedOn: factDate(fact.statedOn) },
	}
	return { ok: true, letter }
}

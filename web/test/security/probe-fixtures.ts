import { eq } from 'drizzle-orm'
import { subscribers } from '#db/schema/newsletter.ts'
import { checkResetCode, sendPasswordResetCode } from '#app/modules/accounts/password-reset.server.ts'
import { registerAccount } from '#app/modules/accounts/registration.server.ts'
import { findUserById, setPasswordHash, type UserRow } from '#app/modules/accounts/users.server.ts'
import { pendingVerificationHeader } from '#app/modules/auth/sign-in-session.server.ts'
import { hashPassword } from '#app/modules/auth/password.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { confirmSubscription, sendSubscriptionCode, unsubscribeLink } from '#app/modules/newsletter/subscriptions.server.ts'
import { npiCheckDigit } from '#app/modules/profiles/npi.ts'
import { saveProfileForm } from '#app/modules/profiles/profile-editor.server.ts'
import { codeIn, latestMail, strongPassword, uniqueEmail, verificationTokenIn } from '../api/helpers.ts'
import { createRoleUser, credentialsFor, type Credentials, type Role } from './roles.ts'

/**
 * What probes send: bodies every route's own validation accepts, and the
 * one-shot things (a code from a mail, a link, a reset token) made anew for
 * each probe, so that a cell never depends on which probe ran before it.
 */

/** Step 1 of a profile (with credentials, which every version of the call accepts). */
export const step1Body = {
	first_name: 'Robin',
	last_name: 'Fresh',
	profile_name: 'Robin Fresh Nutrition',
	role: 'Registered Dietitian Nutritionist',
	credentials: ['RDN'],
	business_email: 'office@robinfresh.example',
	office_number: '(617) 555-0142',
	office_fax: '',
	street_address: '1 Beacon St',
	apt_suite: '',
	city_name: 'Boston',
	state: 'MA',
	zipcode: '02108',
	website_url: 'https://robinfresh.example',
	npi: `123456789${npiCheckDigit('123456789')}`,
	cdr_number: '123456',
	license_number: 'LD-4411',
}

export const workingWeek = { mon: [{ from: '09:00', to: '17:00' }], tue: [{ from: '09:00', to: '17:00' }], wed: [], thu: [], fri: [], sat: [], sun: [] }

export const summaryText = 'I help adults with type 2 diabetes eat well without giving up the foods of their culture.'

export const step2Body = {
	summary: summaryText,
	specialties: ['diabetes'],
	offers_in_person: true,
	offers_telehealth: false,
	telehealth_states: [],
	insurance: ['Self-pay'],
	self_pay_min: 90,
	self_pay_max: 150,
	languages: ['English'],
	accepting_new_clients: true,
	working_time: workingWeek,
	education: [{ degree: 'MS, Nutrition', school: 'Tufts University', year: 2015 }],
	facebook: '',
	instagram: 'https://instagram.com/robin.rd',
	twitter: '',
}

/** A form body: lists as repeated fields. */
export function formOf(fields: Record<string, string | readonly string[]>): URLSearchParams {
	const body = new URLSearchParams()
	for (const [name, value] of Object.entries(fields)) {
		for (const item of typeof value === 'string' ? [value] : value) body.append(name, item)
	}
	return body
}

/** Steps 1 and 2 saved (a draft profile), through the module the profile calls use. */
export async function saveDraftProfile(userId: number) {
	for (const [form, body] of [['step1', step1Body], ['step2', step2Body]] as const) {
		const saved = await saveProfileForm(userId, form, body)
		if (!saved.ok) throw new Error(`the ${form} fixture is refused: ${JSON.stringify(saved)}`)
	}
}

export type Caller = { user: UserRow | null; credentials: Credentials }

/**
 * A new account of the role with a draft profile (both steps saved), for a
 * probe whose action changes the caller's own account: every role meets the
 * same profile, so only the role decides.
 */
export async function freshCaller(role: Role): Promise<Caller> {
	if (role === 'visitor') return { user: null, credentials: {} }
	const user = await createRoleUser(role)
	await saveDraftProfile(user.id)
	return { user, credentials: await credentialsFor(user) }
}

/** An account that can sign in with `strongPassword`. */
export async function accountWithPassword(): Promise<UserRow> {
	const user = await createRoleUser('free')
	await setPasswordHash(user.id, await hashPassword(strongPassword))
	return (await findUserById(user.id))!
}

/** A new account waiting for verification, with what its verification mail says, and the cookie that remembers it. */
export async function awaitingVerification() {
	const email = uniqueEmail('awaiting')
	const registered = await registerAccount({ email, password: strongPassword, firstName: 'Avery', lastName: 'Waiting' })
	if (registered.status !== 'created' || !registered.mailSent) throw new Error('the account awaiting verification was not made')
	const mail = await latestMail(email)
	const code = codeIn(mail.text)
	const token = verificationTokenIn(mail.text)
	if (!code || !token) throw new Error('the verification mail has no code or link')
	const pending = (await pendingVerificationHeader(registered.user.id)).split(';')[0]!
	return { id: registered.user.id, email, code, token, pending }
}

/** A verified account with a password-reset code in its mailbox. */
export async function resetCodeMailed() {
	const user = await createRoleUser('free')
	await sendPasswordResetCode(user.email)
	const code = codeIn((await latestMail(user.email)).text)
	if (!code) throw new Error('the reset mail has no code')
	return { email: user.email, code }
}

/** A verified account and the reset token its mailed code was exchanged for. */
export async function resetTokenIssued() {
	const { email, code } = await resetCodeMailed()
	const check = await checkResetCode(email, code)
	if (!check.ok) throw new Error(`the mailed reset code was refused: ${check.reason}`)
	return { email, resetToken: check.resetToken }
}

/** An address with a newsletter code in its mailbox. */
export async function newsletterCodeMailed() {
	const email = uniqueEmail('reader')
	await sendSubscriptionCode(email)
	const code = codeIn((await latestMail(email)).text)
	if (!code) throw new Error('the newsletter mail has no code')
	return { email, code }
}

/** A confirmed subscriber's unsubscribe token, as the link in every newsletter carries it. */
export async function unsubscribeToken() {
	const { email, code } = await newsletterCodeMailed()
	const confirmed = await confirmSubscription(email, code, '/home')
	if (!confirmed.ok) throw new Error(`the newsletter code was refused: ${confirmed.reason}`)
	const db = await getDb()
	const [row] = await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.email, email))
	return new URL(await unsubscribeLink(row!.id, email)).searchParams.get('t')!
}

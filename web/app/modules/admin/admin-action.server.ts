import { liftSuppression, suppressionOf } from '#app/modules/mail/suppressions.server.ts'
import { adminAudit } from '#db/schema/admin.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { localizePath } from '#app/i18n/locale.ts'
import type { UserRow } from '#app/modules/accounts/users.server.ts'
import {
	countAdminsLocked,
	deleteAccount,
	lockAccount,
	setRoleIn,
	setVerifiedIn,
	suspendAccount,
	touchAccount,
	unsuspendAccount,
} from '#app/modules/accounts/account-status.server.ts'
import { cancelVisitsOfClosingAccount } from '#app/modules/appointments/account-closure.server.ts'
import { cancelSubscriptionsForClosure } from '#app/modules/billing/account-closure.server.ts'
import { grantComplimentaryPlan } from '#app/modules/billing/plan-grants.server.ts'
import { planName } from '#app/modules/billing/plan-texts.ts'
import { findPlan, hasEntitlement } from '#app/modules/billing/plans.ts'
import { now as clockNow } from '#app/modules/clock/clock.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { withJobs, type JobTx } from '#app/modules/jobs/job-queue.server.ts'
import { logError } from '#app/modules/logging/log-error.server.ts'
import { sendMail, type Mail } from '#app/modules/mail/mailer.server.ts'
import { accountNoticeMail } from '#app/modules/mail/templates.server.ts'
import { approvalBlocker, approveProfile, lockProfile, rejectProfile, reviewFacts, type ProfileRow } from '#app/modules/profiles/profile-review.server.ts'
import { recordCredentialCheck } from '#app/modules/profiles/credential-checks.server.ts'
import { credentialNumberKey, profileNumberOf } from '#app/modules/profiles/check-in-force.server.ts'
import { checkKindLabels, checkLine } from '#app/modules/profiles/verified-text.ts'
import { formatDay, formatDayIn } from '#app/modules/site/format-date.ts'
import { endOfDay, maxGrantDays, type AdminActionInput } from './admin-action-form.ts'
import { removeProfilePhoto } from './account-photos.server.ts'
import { accountVersion } from './account-version.ts'

export type AdminActionOutcome = { ok: true; message: string; deleted?: boolean } | { ok: false; status: 400 | 404 | 409; message: string }

/** A change made; `mail` goes to the owner and `removePhoto` leaves storage after the transaction commits. */
type Change = { before: Record<string, unknown>; after: Record<string, unknown>; message: string; mail?: Mail; removePhoto?: string | null }
type Refusal = { refused: string; status?: 400 | 409 }

export const staleForm = 'This account changed since the page was opened (or the form was sent twice). Nothing was done: look at it again and repeat the action if it is still needed.'
export const unknownAccount = 'There is no such account (it may have been deleted).'

/** A notice to the account's owner in the account's language (issue 42 point 10); a page that has a Spanish twin opens in it. */
type Notice = { subject: string; lines: string[]; link?: { path: string; label: string } }
const notice = (user: UserRow, say: (t: Translate) => Notice) => {
	const { subject, lines, link } = say(translator(user.locale))
	// Every page a notice links to has its Spanish twin (the dashboard and set-up too, issue 42 point 10).
	const page = link && localizePath(link.path, user.locale)
	return accountNoticeMail({ to: user.email, firstName: user.firstName, subject, lines, link: link && page ? { url: new URL(page, getEnv().SITE_URL).toString(), label: link.label } : undefined, locale: user.locale })
}

type Step = (tx: JobTx, context: { admin: UserRow; target: UserRow; profile: ProfileRow | null; now: Date }) => Promise<Change | Refusal>

const steps: { [K in AdminActionInput['intent']]: (input: Extract<AdminActionInput, { intent: K }>) => Step } = {
	'verify-email': () => async (tx, { target }) => {
		if (target.verified) return { refused: 'The e-mail address is already verified.' }
		await setVerifiedIn(tx, target.id)
		return {
			before: { verified: false },
			after: { verified: true },
			message: 'The e-mail address is now verified.',
			// The owner may be waiting for a verification mail that never came: they can sign in now.
			mail: notice(target, (t) => ({ subject: t('mail-notices.verified.subject'), lines: [t('mail-notices.verified.text')], link: { path: '/user/signin', label: t('mail-notices.signIn') } })),
		}
	},
	// Issue 48: mail goes to the address again (after the owner says it works, or a bounce that was a mistake).
	'lift-suppression': () => async (tx, { admin, target, now }) => {
		const suppression = await suppressionOf(target.email, tx)
		if (!suppression) return { refused: 'Mail to this address is not stopped.' }
		await liftSuppression(target.email, admin.id, now, tx)
		return { before: { mailStopped: suppression.reason }, after: { mailStopped: null }, message: 'Mail goes to this address again.' }
	},
	approve: () => async (tx, { admin, target, profile, now }) => {
		if (!profile || profile.reviewStatus === 'draft') return { refused: 'There is no submitted profile to approve.' }
		if (profile.reviewStatus === 'approved') return { refused: 'The profile is already approved.' }
		const blocked = approvalBlocker(profile)
		if (blocked) return { refused: blocked }
		const after = await approveProfile(tx, target.id, admin.id, now)
		const listed = hasEntitlement(target.plan, 'listing') && !target.suspendedAt
		return {
			before: reviewFacts(profile),
			after: reviewFacts(after),
			message: listed ? 'Approved: the profile is listed in the directory.' : 'Approved. It is listed once the account has a plan with a listing.',
			mail: notice(target, (t) => ({
				subject: t('mail-notices.approved.subject'),
				lines: [listed ? t('mail-notices.approved.listed') : t('mail-notices.approved.notListed')],
				link: { path: '/viewprofile', label: t('mail-notices.seeProfile') },
			})),
		}
	},
	reject: ({ reason }) => async (tx, { target, profile, now }) => {
		if (!profile || profile.reviewStatus === 'draft') return { refused: 'There is no submitted profile to reject.' }
		if (profile.reviewStatus === 'rejected' && profile.rejectionReason === reason) return { refused: 'The profile is already rejected with that reason.' }
		const after = await rejectProfile(tx, target.id, reason, now)
		return {
			before: reviewFacts(profile),
			after: reviewFacts(after),
			message: 'Rejected: the owner was sent the reason.',
			mail: notice(target, (t) => ({
				subject: t('mail-notices.rejected.subject'),
				lines: [t('mail-notices.rejected.intro'), reason, t('mail-notices.rejected.again')],
				link: { path: '/setupprofile', label: t('mail-notices.rejected.edit') },
			})),
		}
	},
	suspend: () => async (tx, { admin, target, now }) => {
		if (target.id === admin.id) return { refused: 'You cannot suspend yourself.', status: 400 }
		if (target.suspendedAt) return { refused: 'The account is already suspended.' }
		await suspendAccount(tx, target.id, now)
		return {
			before: { suspendedAt: null },
			after: { suspendedAt: now.toISOString(), sessionsRevoked: true },
			message: 'Suspended: signed out everywhere, refused at sign-in, and out of search.',
			mail: notice(target, (t) => ({ subject: t('mail-notices.suspended.subject'), lines: [t('mail-notices.suspended.text'), t('mail-notices.suspended.reply')] })),
		}
	},
	unsuspend: () => async (tx, { target }) => {
		if (!target.suspendedAt) return { refused: 'The account is not suspended.' }
		await unsuspendAccount(tx, target.id)
		return {
			before: { suspendedAt: target.suspendedAt.toISOString() },
			after: { suspendedAt: null },
			message: 'The suspension is lifted.',
			mail: notice(target, (t) => ({ subject: t('mail-notices.unsuspended.subject'), lines: [t('mail-notices.unsuspended.text')], link: { path: '/user/signin', label: t('mail-notices.signIn') } })),
		}
	},
	'grant-plan': ({ plan, until }) => async (tx, { admin, target, now }) => {
		const chosen = findPlan(plan)
		const end = endOfDay(until)
		if (!chosen || !end) return { refused: 'Choose a plan and a valid last day.', status: 400 }
		if (end.getTime() <= now.getTime()) return { refused: 'The last day must be today or later.', status: 400 }
		if (end.getTime() - now.getTime() > maxGrantDays * 86_400_000) return { refused: 'A complimentary plan runs for at most three years.', status: 400 }
		const { from, to } = await grantComplimentaryPlan(tx, target.id, plan, end, `admin ${admin.id}`, now)
		const day = formatDay(end.toISOString())
		return {
			before: { plan: from },
			after: { plan: to, grant: { plan, until } },
			message: `${chosen.name} is complimentary until ${day}.`,
			mail: notice(target, (t) => {
				const words = { plan: planName(chosen, t), day: formatDayIn(end.toISOString(), t.locale) }
				return { subject: t('mail-notices.granted.subject', words), lines: [t('mail-notices.granted.text', words)], link: { path: '/viewprofile', label: t('mail-notices.seeProfile') } }
			}),
		}
	},
	'record-check': ({ kind, number, state }) => async (tx, { admin, target, profile, now }) => {
		if (!profile) return { refused: 'The account has no profile to check.', status: 400 }
		// A check counts only while it is the profile's number (issue 41 point 2): another number would never show.
		const given = profileNumberOf(profile, kind)
		if (credentialNumberKey(number) !== credentialNumberKey(given)) {
			return { refused: `The profile gives ${checkKindLabels[kind].long} ${given ?? '(none)'}: record the check of that number.`, status: 400 }
		}
		const check = await recordCredentialCheck(tx, target.id, { kind, number, state: state ?? null }, admin, now)
		return { before: {}, after: { credentialCheck: check }, message: `Recorded: ${checkLine(check)}.` }
	},
	promote: () => async (tx, { target }) => {
		if (target.manageRole === 'admin') return { refused: 'The account is already an administrator.' }
		await setRoleIn(tx, target.id, 'admin')
		return {
			before: { role: 'user' },
			after: { role: 'admin' },
			message: 'The account is now an administrator.',
			// A change of powers is told to the account, so an unexpected one is noticed.
			mail: notice(target, (t) => ({
				subject: t('mail-notices.promoted.subject'),
				lines: [t('mail-notices.promoted.text'), t('mail-notices.promoted.unexpected')],
				link: { path: '/admin', label: t('mail-notices.promoted.open') },
			})),
		}
	},
	demote: () => async (tx, { admin, target }) => {
		if (target.id === admin.id) return { refused: 'You cannot remove your own administrator role: ask another administrator.', status: 400 }
		if (target.manageRole !== 'admin') return { refused: 'The account is not an administrator.' }
		if ((await countAdminsLocked(tx)) <= 1) return { refused: 'This is the last administrator: promote another account first.' }
		await setRoleIn(tx, target.id, 'user')
		return {
			before: { role: 'admin' },
			after: { role: 'user' },
			message: 'The account is no longer an administrator.',
			mail: notice(target, (t) => ({ subject: t('mail-notices.demoted.subject'), lines: [t('mail-notices.demoted.text')] })),
		}
	},
	delete: ({ confirmEmail }) => async (tx, { admin, target, profile, now }) => {
		if (target.id === admin.id) return { refused: 'You cannot delete your own account here.', status: 400 }
		if (confirmEmail.toLowerCase() !== target.email.toLowerCase()) return { refused: 'The e-mail typed does not match the account: nothing was deleted.', status: 400 }
		if (target.manageRole === 'admin' && (await countAdminsLocked(tx)) <= 1) return { refused: 'This is the last administrator.' }
		// Before the rows go (they cascade with the account): each visitor of a visit still to come is told.
		const cancelled = await cancelVisitsOfClosingAccount(tx, target.id, now)
		await deleteAccount(tx, target.id)
		return {
			before: { email: target.email, role: target.manageRole, plan: target.plan, profile: reviewFacts(profile).reviewStatus },
			after: { deleted: true, ...(cancelled ? { visitsCancelled: cancelled } : {}) },
			message: `The account ${target.email} is deleted.${cancelled ? ` ${translator('en')('booking.closure.cancelled', { count: cancelled })}` : ''}`,
			mail: notice(target, (t) => ({ subject: t('mail-notices.deleted.subject'), lines: [t('mail-notices.deleted.text')] })),
			removePhoto: profile?.avatarKey ?? null,
		}
	},
}

/**
 * Runs one administrator action on one account: the account row is locked, the
 * version the form was rendered with must still be the account's (a stale form
 * or a second submit of the same form is refused and changes nothing), the
 * change and its audit line are one transaction, and the owner is mailed after it.
 */
export async function performAdminAction(admin: UserRow, targetId: number, input: AdminActionInput, now = clockNow()): Promise<AdminActionOutcome> {
	const db = await getDb()
	const step = (steps[input.intent] as (input: AdminActionInput) => Step)(input)
	let version = input.version
	if (input.intent === 'delete') {
		const ready = await db.transaction(async (tx) => checkVersion(tx, targetId, version))
		if (!ready.ok) return ready
		// Cancelling at Stripe cannot join the transaction; it is done first so a deleted account is never
		// charged again. The cancellation changes the plan, so the version to delete is the one after it.
		if (ready.target.email.toLowerCase() === input.confirmEmail.toLowerCase() && ready.target.id !== admin.id && (await cancelSubscriptionsForClosure(ready.target)) > 0) {
			version = await db.transaction(async (tx) => {
				const after = await lockAccount(tx, targetId)
				return after ? accountVersion(after, await lockProfile(tx, targetId)) : version
			})
		}
	}
	// withJobs: the visitors' cancellation mails of a deleted account are queued with the deletion and exist only if it commits.
	const outcome = await withJobs(async (tx): Promise<AdminActionOutcome & Pick<Change, 'mail' | 'removePhoto'>> => {
		const ready = await checkVersion(tx, targetId, version)
		if (!ready.ok) return ready
		const { target, profile } = ready
		const change = await step(tx, { admin, target, profile, now })
		if ('refused' in change) return { ok: false, status: change.status ?? 409, message: change.refused }
		if (input.intent !== 'delete') await touchAccount(tx, target, now)
		await tx.insert(adminAudit).values({
			adminId: admin.id,
			adminEmail: admin.email,
			action: input.intent,
			targetUserId: target.id,
			targetEmail: target.email,
			before: change.before,
			after: change.after,
			at: now,
		})
		return { ok: true, message: change.message, deleted: input.intent === 'delete', mail: change.mail, removePhoto: change.removePhoto }
	})
	if (outcome.ok && outcome.removePhoto) {
		// Files cannot join the transaction: they go once the profile naming them is gone.
		try {
			await removeProfilePhoto(outcome.removePhoto)
		} catch (error) {
			logError(error, 'admin action photo removal')
		}
	}
	if (outcome.ok && outcome.mail) {
		try {
			await sendMail(outcome.mail)
		} catch (error) {
			logError(error, 'admin action mail')
		}
	}
	const { mail: _mail, removePhoto: _photo, ...answer } = outcome as AdminActionOutcome & Pick<Change, 'mail' | 'removePhoto'>
	return answer
}

async function checkVersion(tx: Parameters<typeof lockAccount>[0], targetId: number, version: string) {
	const target = await lockAccount(tx, targetId)
	if (!target) return { ok: false as const, status: 404 as const, message: unknownAccount }
	const profile = await lockProfile(tx, targetId)
	if (accountVersion(target, profile) !== version) return { ok: false as const, status: 409 as const, message: staleForm }
	return { ok: true as const, target, profile }
}

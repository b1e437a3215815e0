import type { Translate } from '#app/i18n/format-message.ts'
import { deleteAccount, lockAccount } from '#app/modules/accounts/account-status.server.ts'
import { findUserById } from '#app/modules/accounts/users.server.ts'
import { cancelVisitsOfClosingAccount, countVisitsToCancel } from '#app/modules/appointments/account-closure.server.ts'
import { listArticlesForEditor } from '#app/modules/articles/author-articles.server.ts'
import { retireAuthor } from '#app/modules/articles/former-contributor.server.ts'
import { verifyPassword } from '#app/modules/auth/password.server.ts'
import { endSubscriptionsAtPeriodEnd } from '#app/modules/billing/account-closure.server.ts'
import { currentSubscription } from '#app/modules/billing/subscriptions.server.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { withJobs } from '#app/modules/jobs/job-queue.server.ts'
import { logError } from '#app/modules/logging/log-error.server.ts'
import { sendMail } from '#app/modules/mail/mailer.server.ts'
import { accountNoticeMail } from '#app/modules/mail/templates.server.ts'
import { rememberClosedListing } from '#app/modules/profiles/closed-listings.server.ts'
import { photoKeysOf, removeUnusedPhotos } from '#app/modules/profiles/unused-photos.server.ts'
import { formatDayIn } from '#app/modules/site/format-date.ts'

export type DeletionOutcome =
	| { ok: true; subscriptionEndsOn: string | null; articlesKept: number; articlesDeleted: number; visitsCancelled: number; lines: string[] }
	| { ok: false; status: 400 | 404 | 409 | 503; message: string }

/**
 * "Delete my account" (issue 48 point 4), with the password again. In this order, so a failure part-way leaves
 * the account whole: the articles (published ones stay as "A former contributor", the rest go; the CMS not
 * answering stops here), the subscription (stops renewing at Stripe; the paid period is not refunded), then one
 * transaction that cancels the visits still to come (their mails and METHOD:CANCEL invitations queued with it),
 * keeps where the listing was (its address answers 410 with others nearby) and deletes the account, which takes
 * its profile, sessions, contact requests and appointments with it (foreign keys cascade). After it: the photos
 * nobody else uses, and a last mail. The address may register again at once.
 */
export async function deleteOwnAccount(userId: number, password: string, t: Translate, at = now()): Promise<DeletionOutcome> {
	const user = await findUserById(userId)
	if (!user) return { ok: false, status: 404, message: t('privacy.delete.noAccount') }
	if (!(await verifyPassword(user.passwordHash, password))) return { ok: false, status: 400, message: t('privacy.delete.wrongPassword') }
	if (user.manageRole === 'admin') return { ok: false, status: 409, message: t('privacy.delete.admin') }
	let articles: { kept: number; deleted: number }
	let subscriptionEnds: Date | null
	try {
		articles = await retireAuthor(user.email)
		subscriptionEnds = await endSubscriptionsAtPeriodEnd(user)
	} catch (error) {
		// The CMS or Stripe away is an outage the page reports, not a bug: a warning, and the account stays whole.
		console.warn(`[privacy] account ${userId} not deleted: ${(error as Error).message}`)
		return { ok: false, status: 503, message: t('privacy.delete.tryAgain') }
	}
	const photos = await photoKeysOf(userId)
	const visitsCancelled = await withJobs(async (tx) => {
		const locked = await lockAccount(tx, userId)
		if (!locked || locked.manageRole === 'admin') return null
		const cancelled = await cancelVisitsOfClosingAccount(tx, userId, at)
		await rememberClosedListing(tx, userId, at)
		await deleteAccount(tx, userId)
		return cancelled
	})
	if (visitsCancelled === null) return { ok: false, status: 404, message: t('privacy.delete.noAccount') }
	try {
		await removeUnusedPhotos(photos)
	} catch (error) {
		logError(error, 'account deletion: photos')
	}
	const endsOn = subscriptionEnds ? formatDayIn(subscriptionEnds.toISOString(), user.locale) : null
	const lines = deletionLines({ endsOn, articles, visitsCancelled }, translator(user.locale))
	try {
		await sendMail(accountNoticeMail({ to: user.email, firstName: user.firstName, subject: translator(user.locale)('privacy.deleted.subject'), lines, locale: user.locale }))
	} catch (error) {
		logError(error, 'account deletion: last mail')
	}
	return {
		ok: true,
		subscriptionEndsOn: subscriptionEnds?.toISOString() ?? null,
		articlesKept: articles.kept,
		articlesDeleted: articles.deleted,
		visitsCancelled,
		lines: deletionLines({ endsOn: subscriptionEnds ? formatDayIn(subscriptionEnds.toISOString(), t.locale) : null, articles, visitsCancelled }, t),
	}
}

/** What happened, in plain words: the confirmation page, the API's answer and the last mail say the same. */
function deletionLines(done: { endsOn: string | null; articles: { kept: number; deleted: number }; visitsCancelled: number }, t: Translate) {
	return [
		t('privacy.deleted.account'),
		done.endsOn ? t('privacy.deleted.subscription', { day: done.endsOn }) : null,
		done.visitsCancelled ? t('privacy.deleted.visits', { count: done.visitsCancelled }) : null,
		done.articles.kept ? t('privacy.deleted.articlesKept', { count: done.articles.kept }) : null,
		done.articles.deleted ? t('privacy.deleted.articlesDeleted', { count: done.articles.deleted }) : null,
		t('privacy.deleted.again'),
	].filter((line): line is string => line !== null)
}

/**
 * What deleting the account would do, said before it is done (the confirmation page): the same facts as after,
 * in the future tense, with the articles' rule stated whether or not the CMS answers now.
 */
export async function deletionPreview(userId: number, t: Translate, at = now()) {
	const user = await findUserById(userId)
	if (!user) return null
	const [subscription, visits, articles] = await Promise.all([
		currentSubscription(userId, at),
		countVisitsToCancel(userId, at),
		listArticlesForEditor({ authorEmail: user.email }).catch(() => null),
	])
	const renews = subscription && !['canceled', 'incomplete_expired'].includes(subscription.status) && subscription.currentPeriodEnd
	const published = articles?.filter((article) => article.status === 'published').length ?? null
	return [
		t('privacy.will.account'),
		renews ? t('privacy.will.subscription', { day: formatDayIn(subscription.currentPeriodEnd!.toISOString(), t.locale) }) : null,
		visits ? t('privacy.will.visits', { count: visits }) : null,
		published === null ? t('privacy.will.articlesRule') : published ? t('privacy.will.articlesKept', { count: published }) : null,
		articles && articles.length > (published ?? 0) ? t('privacy.will.articlesDeleted', { count: articles.length - (published ?? 0) }) : null,
		t('privacy.will.again'),
	].filter((line): line is string => line !== null)
}

import { z } from 'zod'
import { localizePath } from '#app/i18n/locale.ts'
import { findUserByEmail, listAdmins } from '#app/modules/accounts/users.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { logError } from '#app/modules/logging/log-error.server.ts'
import { sendMail, type Mail } from '#app/modules/mail/mailer.server.ts'
import { articlePublishedMail, articleReturnedMail, articleSubmittedMail } from '#app/modules/mail/templates.server.ts'

const status = z.enum(['draft', 'in_review', 'published'])

/** The CMS's `article.review` webhook event (cms/src/articles/review-events.ts). */
export const reviewEventSchema = z.object({
	event: z.literal('article.review'),
	from: status,
	to: status,
	by: z.discriminatedUnion('kind', [z.object({ kind: z.literal('editor'), email: z.string().max(320), name: z.string().max(200) }), z.object({ kind: z.literal('site') })]),
	article: z.object({
		documentId: z.string().min(1).max(100),
		publicId: z.number().int().positive(),
		title: z.string().max(300),
		reviewNote: z.string().max(2000),
		authorName: z.string().max(200),
		authorEmail: z.string().max(320).nullable(),
	}),
	editors: z.array(z.string().email().max(320)).max(100),
})

export type ReviewEvent = z.infer<typeof reviewEventSchema>

/** A mail that fails to go out is logged; the review change it reports stands. */
async function send(mails: Mail[]) {
	for (const mail of mails) {
		try {
			await sendMail(mail)
		} catch (error) {
			logError(error, 'article review mail')
		}
	}
}

const siteLink = (path: string) => new URL(path, getEnv().SITE_URL).toString()

/** Where an editor reviews the article: the entry in Strapi's admin. */
function cmsEntryLink(documentId: string) {
	const env = getEnv()
	return new URL(`/admin/content-manager/collection-types/api::article.article/${documentId}`, env.CMS_PUBLIC_URL ?? env.STRAPI_URL).toString()
}

/**
 * The mails of a review change the CMS reported. An author's submission (to
 * "in review") goes to the Editor role's members, who review in Strapi, and to
 * the site admins, who can review on the site. A change an editor made in
 * Strapi's admin goes to the author: published, or sent back as a draft with
 * the editor's note. Changes the site made itself (an admin's publish or
 * return on /articleeditor, an author withdrawing) are mailed by the site's
 * editor, which knows which button was pressed.
 */
export async function mailReviewChange(event: ReviewEvent) {
	const { article, by } = event
	if (event.to === 'in_review') {
		const admins = await listAdmins()
		const editors = [...new Set(event.editors.map((email) => email.toLowerCase()))]
		// The CMS's editors have no account here, so no language of their own: theirs is English, as Strapi's admin is.
		const mails = [
			...editors.map((to) => articleSubmittedMail({ to, authorName: article.authorName, title: article.title, link: cmsEntryLink(article.documentId), locale: 'en' })),
			...admins
				.filter(({ email }) => !editors.includes(email.toLowerCase()))
				.map(({ email, locale }) => articleSubmittedMail({ to: email, authorName: article.authorName, title: article.title, link: siteLink(`/articleeditor/${article.publicId}`), locale })),
		]
		await send(mails)
		return
	}
	if (by.kind !== 'editor' || !article.authorEmail) return
	const account = await findUserByEmail(article.authorEmail)
	if (!account) return
	if (event.to === 'published') {
		await send([articlePublishedMail({ to: account.email, name: account.firstName, title: article.title, link: siteLink(localizePath(`/singlepost/${article.publicId}`, account.locale)), locale: account.locale })])
	} else if (event.from !== 'draft') {
		await send([
			articleReturnedMail({ to: account.email, name: account.firstName, title: article.title, reason: article.reviewNote || null, link: siteLink(`/articleeditor/${article.publicId}`), locale: account.locale }),
		])
	}
}

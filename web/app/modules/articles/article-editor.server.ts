import { data } from 'react-router'
import { localizePath } from '#app/i18n/locale.ts'
import { findUserByEmail, type UserRow } from '#app/modules/accounts/users.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { CmsRequestError } from '#app/modules/cms/cms-client.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { logError } from '#app/modules/logging/log-error.server.ts'
import { sendMail, type Mail } from '#app/modules/mail/mailer.server.ts'
import { articlePublishedMail, articleReturnedMail } from '#app/modules/mail/templates.server.ts'
import type { ArticleIntent } from './article-form.ts'
import { createArticle, setArticleStatus, updateArticle, type ArticleInput, type AuthorArticle } from './author-articles.server.ts'
import { prepareCover, removeUploadedCover, uploadCover } from './cover-upload.server.ts'
import { markdownToBlocks } from './markdown-blocks.ts'

/**
 * Who may do what in the article editor. Dietitians whose plan includes the
 * `articles` entitlement write drafts and submit them for review; admins edit
 * anything, publish, return an article to its author with a reason, unpublish
 * and delete. An author may withdraw an article from review and delete a draft.
 */
export const isAdmin = (user: UserRow) => user.manageRole === 'admin'

export const canWriteArticles = (user: UserRow) => isAdmin(user) || hasEntitlement(user.plan, 'articles')

/** The article's Author entry in the CMS names the account by its e-mail. */
export const isOwner = (user: UserRow, article: AuthorArticle) => article.author?.email === user.email.toLowerCase()

/** The buttons an article offers this user, from its status: nothing that the status makes meaningless. */
export type EditorActions = {
	/** The form's fields can be changed (and saved). */
	editable: boolean
	/** The form's buttons; each saves the form first. */
	intents: ArticleIntent[]
	/** The author takes the article back from review to edit it. */
	withdraw: boolean
	/** An admin takes a published article off the site. */
	unpublish: boolean
	deletable: boolean
}

export function editorActions(user: UserRow, article: AuthorArticle): EditorActions {
	if (isAdmin(user)) {
		const intents: Record<AuthorArticle['status'], ArticleIntent[]> = {
			draft: ['save', 'publish'],
			in_review: ['save', 'publish', 'return'],
			published: ['save', 'return'],
		}
		return { editable: true, intents: intents[article.status], withdraw: false, unpublish: article.status === 'published', deletable: true }
	}
	const own = isOwner(user, article) && canWriteArticles(user)
	const draft = own && article.status === 'draft'
	return { editable: draft, intents: draft ? ['save', 'submit'] : [], withdraw: own && article.status === 'in_review', unpublish: false, deletable: draft }
}

/** The buttons of a new article. */
export const newArticleIntents = (user: UserRow): ArticleIntent[] => (isAdmin(user) ? ['save', 'publish'] : ['save', 'submit'])

/** Authors see only their own articles; anything else is a 404, not a hint that it exists. */
export function assertVisible(user: UserRow, article: AuthorArticle | null): AuthorArticle {
	if (!article || (!isAdmin(user) && !isOwner(user, article))) throw data(null, { status: 404 })
	return article
}

/**
 * Runs a CMS write for a form; when Strapi refuses the data (a 4xx), returns
 * its reason for the form instead of failing the request.
 */
export async function cmsWrite<T>(write: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
	try {
		return { ok: true, value: await write() }
	} catch (error) {
		if (!(error instanceof CmsRequestError)) throw error
		const reason = (error.body as { error?: { message?: string } } | null)?.error?.message
		return { ok: false, message: `The CMS refused this article${reason ? `: ${reason}` : ''}.` }
	}
}

/**
 * A CMS write that may carry a new cover (the article and AI-article editors):
 * the cover is decoded and re-encoded first, and refused with a message when it
 * is no image, before anything reaches the CMS; when the write then fails, the
 * uploaded file is removed again. `write` gets the uploaded file's id, or null.
 */
export async function cmsWriteWithCover<T>(value: { cover?: File; coverAlt: string }, write: (uploaded: number | null) => Promise<T>) {
	const prepared = value.cover ? await prepareCover(value.cover) : null
	if (prepared && !prepared.ok) return { ok: false as const, message: prepared.error }
	let uploaded: number | null = null
	const saved = await cmsWrite(async () => {
		uploaded = prepared ? await uploadCover(prepared, value.coverAlt) : null
		return write(uploaded)
	}).catch(async (error: unknown) => {
		if (uploaded !== null) await removeUploadedCover(uploaded)
		throw error
	})
	if (!saved.ok && uploaded !== null) await removeUploadedCover(uploaded)
	return saved
}

export type ArticleFormValue = {
	title: string
	summary: string
	tags: string[]
	body: string
	cover?: File
	coverAlt: string
	removeCover?: 'on'
	intent: ArticleIntent
	reviewNote: string
}

const successToast: Record<Exclude<ArticleIntent, 'preview'>, string> = {
	save: 'Saved.',
	submit: 'Saved and submitted for review.',
	publish: 'Saved and published.',
	return: 'Returned to the author with your note.',
}

/** A mail that fails to go out is logged; the article change it reports stands. */
async function notify(mails: Mail[]) {
	for (const mail of mails) {
		try {
			await sendMail(mail)
		} catch (error) {
			logError(error, 'article mail')
		}
	}
}

const editorLink = (id: number) => new URL(`/articleeditor/${id}`, getEnv().SITE_URL).toString()

/** The author's site account, when the article's author has one: mail goes to accounts only. */
async function authorAccount(article: AuthorArticle) {
	return article.author?.email ? findUserByEmail(article.author.email) : null
}

/**
 * Saves the editor's form and then does what its button asked: submit for
 * review, publish, or return to the author with a reason. One action, so an
 * edit is never lost because the author pressed "Submit" instead of "Save".
 * Mails: the author on publish and on return; a submission is mailed to the
 * editors and admins when the CMS reports it (review-notices.server.ts).
 */
export async function saveArticleForm(input: { user: UserRow; article: AuthorArticle | null; allowed: ArticleIntent[]; value: ArticleFormValue }) {
	const { user, value } = input
	if (value.intent === 'preview' || !input.allowed.includes(value.intent)) throw data('That change is not allowed', { status: 403 })
	const saved = await cmsWriteWithCover(value, async (uploaded) => {
		const cover = uploaded ?? (value.removeCover ? null : undefined)
		const fields: ArticleInput = { title: value.title, summary: value.summary, tags: value.tags, body: markdownToBlocks(value.body), cover }
		if (!input.article) return createArticle(fields, { email: user.email, name: `${user.firstName} ${user.lastName}` })
		await updateArticle(input.article.documentId, fields)
		return { ...input.article, title: value.title }
	})
	if (!saved.ok) return saved
	const article = saved.value
	if (value.intent === 'submit') {
		// The CMS reports the submission by its webhook, with the Editor role's members; the web mails them and the admins from there (review-notices.server.ts).
		await setArticleStatus(article, 'in_review')
	} else if (value.intent === 'publish') {
		await setArticleStatus(article, 'published')
		const account = await authorAccount(article)
		if (account && account.id !== user.id) {
			const link = new URL(localizePath(`/singlepost/${article.id}`, account.locale), getEnv().SITE_URL).toString()
			await notify([articlePublishedMail({ to: account.email, name: account.firstName, title: article.title, link, locale: account.locale })])
		}
	} else if (value.intent === 'return') {
		await setArticleStatus(article, 'draft', value.reviewNote)
		const account = await authorAccount(article)
		if (account) await notify([articleReturnedMail({ to: account.email, name: account.firstName, title: article.title, reason: value.reviewNote, link: editorLink(article.id), locale: account.locale })])
	}
	return { ok: true as const, article, toast: successToast[value.intent] }
}

/** The author takes an article back from review, to edit it again. */
export async function withdrawFromReview(user: UserRow, article: AuthorArticle) {
	if (!editorActions(user, article).withdraw) throw data('That change is not allowed', { status: 403 })
	await setArticleStatus(article, 'draft')
}

/** An admin takes a published article off the site; it becomes a draft. */
export async function unpublishArticle(user: UserRow, article: AuthorArticle) {
	if (!editorActions(user, article).unpublish) throw data('That change is not allowed', { status: 403 })
	await setArticleStatus(article, 'draft')
}

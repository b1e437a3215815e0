import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { findUserByEmail, insertUser, setRole, type UserRow } from '#app/modules/accounts/users.server.ts'
import { canWriteArticles, editorActions, saveArticleForm, type ArticleFormValue } from '#app/modules/articles/article-editor.server.ts'
import type { AuthorArticle } from '#app/modules/articles/author-articles.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { uniqueEmail } from '../api/helpers.ts'

// A stand-in for Strapi's REST API that records every call, in order.
type Call = { method: string; path: string; body: unknown }
let calls: Call[] = []
const server = http.createServer((req, res) => {
	let raw = ''
	req.on('data', (chunk) => (raw += chunk))
	req.on('end', () => {
		const path = decodeURIComponent(req.url ?? '')
		calls.push({ method: req.method ?? '', path, body: raw ? JSON.parse(raw) : null })
		res.writeHead(200, { 'content-type': 'application/json' })
		if (req.method === 'GET') res.end(JSON.stringify({ data: [], meta: { pagination: { total: 0 } } }))
		else res.end(JSON.stringify({ data: { documentId: path.startsWith('/api/tags') ? 'tagdocument000000001' : 'articledocument00001' } }))
	})
})

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	process.env.STRAPI_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	process.env.STRAPI_API_TOKEN = 'test-token'
	process.env.SITE_URL = 'http://site.test'
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
	calls = []
})

async function account(role: 'admin' | 'user', plan: number): Promise<UserRow> {
	const email = uniqueEmail(role)
	const row = await insertUser({ email, passwordHash: 'not-used', firstName: role === 'admin' ? 'Avery' : 'Maya', lastName: 'Tester' })
	if (!row) throw new Error('user not created')
	if (role === 'admin') await setRole(row.id, 'admin')
	return { ...(await findUserByEmail(email))!, plan }
}

const article = (author: UserRow, status: AuthorArticle['status']): AuthorArticle => ({
	id: 12,
	documentId: 'articledocument00001',
	title: 'Old title',
	slug: 'old-title',
	summary: '',
	cover: { url: '/covers/gut-1.svg', width: 1200, height: 630, alt: '' },
	coverId: null,
	body: [],
	author: { documentId: 'authordocument000001', name: 'Maya Tester', email: author.email.toLowerCase(), avatar: null },
	authorName: 'Maya Tester',
	tags: [],
	status,
	reviewNote: '',
	publishedDate: null,
	updatedAt: '2026-11-22T10:00:00.000Z',
})

const form = (intent: ArticleFormValue['intent'], body: string, reviewNote = ''): ArticleFormValue => ({
	title: 'Breakfast ideas',
	summary: 'Quick ones.',
	tags: ['breakfast'],
	body,
	coverAlt: '',
	intent,
	reviewNote,
})

const writes = () => calls.filter((call) => call.method !== 'GET' && call.path.startsWith('/api/articles/'))

describe('the review flow', () => {
	test('"Submit for review" saves the edited text first, then submits it; the mails wait for the CMS to report it', async () => {
		const admin = await account('admin', 0)
		const author = await account('user', 2)
		const draft = article(author, 'draft')
		const result = await saveArticleForm({ user: author, article: draft, allowed: editorActions(author, draft).intents, value: form('submit', 'The **new** text.') })
		expect(result.ok).toBe(true)
		const [save, submit] = writes()
		expect(save?.body).toMatchObject({ data: { title: 'Breakfast ideas', body: [{ type: 'paragraph', children: [{ text: 'The ' }, { text: 'new', bold: true }, { text: ' text.' }] }] } })
		expect(submit?.body).toMatchObject({ data: { review_status: 'in_review' } })
		// The CMS's review event brings the submission mails (review-notices.test.ts): none from here, so none twice.
		expect(await listOutbox(admin.email)).toEqual([])
	})

	test('an admin returns an article with a reason: the author gets it by e-mail; publishing mails the author too', async () => {
		const admin = await account('admin', 0)
		const author = await account('user', 2)
		const inReview = article(author, 'in_review')
		const returned = await saveArticleForm({ user: admin, article: inReview, allowed: editorActions(admin, inReview).intents, value: form('return', 'Text.', 'Please cite <the> study.') })
		expect(returned.ok).toBe(true)
		expect(writes().at(-1)?.body).toMatchObject({ data: { review_status: 'draft', review_note: 'Please cite <the> study.' } })
		const [returnMail] = await listOutbox(author.email)
		expect(returnMail?.subject).toBe('Changes requested: Breakfast ideas')
		expect(returnMail?.text).toContain('Please cite <the> study.')
		expect(returnMail?.html).toContain('Please cite &lt;the&gt; study.')

		await saveArticleForm({ user: admin, article: inReview, allowed: editorActions(admin, inReview).intents, value: form('publish', 'Text.') })
		expect(writes().at(-1)?.body).toMatchObject({ data: { review_status: 'published' } })
		const [publishMail] = await listOutbox(author.email)
		expect(publishMail?.subject).toBe('Published: Breakfast ideas')
		expect(publishMail?.text).toContain('http://site.test/singlepost/12')
	})

	test('a button the status does not offer is refused before anything is written', async () => {
		const author = await account('user', 2)
		const published = article(author, 'published')
		await expect(saveArticleForm({ user: author, article: published, allowed: editorActions(author, published).intents, value: form('submit', 'x') })).rejects.toMatchObject({ init: { status: 403 } })
		expect(writes()).toEqual([])
	})
})

describe('who may do what', () => {
	test('writing needs a plan that includes articles, or the admin role', async () => {
		expect(canWriteArticles(await account('user', 2))).toBe(true)
		expect(canWriteArticles(await account('user', 1))).toBe(false)
		expect(canWriteArticles(await account('user', 0))).toBe(false)
		expect(canWriteArticles(await account('admin', 0))).toBe(true)
	})

	test('the buttons follow the status: no "Submit for review" on a published article', async () => {
		const author = await account('user', 2)
		const admin = await account('admin', 0)
		expect(editorActions(author, article(author, 'draft'))).toEqual({ editable: true, intents: ['save', 'submit'], withdraw: false, unpublish: false, deletable: true })
		expect(editorActions(author, article(author, 'in_review'))).toEqual({ editable: false, intents: [], withdraw: true, unpublish: false, deletable: false })
		expect(editorActions(author, article(author, 'published'))).toEqual({ editable: false, intents: [], withdraw: false, unpublish: false, deletable: false })
		expect(editorActions(admin, article(author, 'in_review')).intents).toEqual(['save', 'publish', 'return'])
		expect(editorActions(admin, article(author, 'published'))).toMatchObject({ intents: ['save', 'return'], unpublish: true })
		const stranger = await account('user', 2)
		expect(editorActions(stranger, article(author, 'draft'))).toMatchObject({ editable: false, intents: [], deletable: false })
	})
})

import { expect, test } from 'vitest'
import { insertUser, setRole } from '#app/modules/accounts/users.server.ts'
import { drainJobs } from '#app/modules/jobs/job-queue.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as webhook } from '#app/routes/webhooks.cms.ts'
import { uniqueEmail } from '../api/helpers.ts'

process.env.CMS_WEBHOOK_SECRET = 'a-shared-webhook-secret'
process.env.SITE_URL = 'http://site.test'
process.env.CMS_PUBLIC_URL = 'https://cms.site.test'

const post = (body: unknown, secret = 'a-shared-webhook-secret') =>
	webhook({
		request: new Request('http://localhost/webhooks/cms', {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'x-webhook-secret': secret },
			body: JSON.stringify(body),
		}),
	} as never) as Promise<Response>

async function person(role: 'admin' | 'user', firstName: string) {
	const email = uniqueEmail(firstName.toLowerCase())
	const row = await insertUser({ email, passwordHash: 'not-used', firstName, lastName: 'Tester' })
	if (role === 'admin') await setRole(row!.id, 'admin')
	return email
}

/** What Strapi sends when an author article's review status changes (cms/src/articles/review-events.ts). */
const reviewEvent = (change: { from: string; to: string; by: 'editor' | 'site'; authorEmail: string; note?: string; editors?: string[] }) => ({
	event: 'article.review',
	createdAt: '2026-11-25T10:00:00.000Z',
	model: 'article',
	from: change.from,
	to: change.to,
	by: change.by === 'editor' ? { kind: 'editor', email: 'editor@cms.site.test', name: 'Site Editor' } : { kind: 'site' },
	article: { documentId: 'articledocument00001', publicId: 41, title: 'Breakfast ideas', reviewNote: change.note ?? '', authorName: 'Maya Tester', authorEmail: change.authorEmail },
	editors: change.editors ?? [],
})

const subjects = async (email: string) => (await listOutbox(email)).map((mail) => mail.subject)

test('a submission reaches the Editor role\'s members with a link to the entry in Strapi, and the site admins with the site\'s editor', async () => {
	const admin = await person('admin', 'Avery')
	const author = await person('user', 'Maya')
	const editor = uniqueEmail('editor')
	expect((await post(reviewEvent({ from: 'draft', to: 'in_review', by: 'site', authorEmail: author, editors: [editor] }))).status).toBe(204)
	await drainJobs()
	const [toEditor] = await listOutbox(editor)
	expect(toEditor?.subject).toBe('For review: Breakfast ideas')
	expect(toEditor?.text).toContain('Maya Tester submitted an article for review')
	expect(toEditor?.text).toContain('https://cms.site.test/admin/content-manager/collection-types/api::article.article/articledocument00001')
	const [toAdmin] = await listOutbox(admin)
	expect(toAdmin?.text).toContain('http://site.test/articleeditor/41')
	expect(await subjects(author)).toEqual([])
})

test('an editor publishing or sending back in Strapi mails the author; the same change made by the site mails nothing from here', async () => {
	const author = await person('user', 'Maya')
	expect((await post(reviewEvent({ from: 'in_review', to: 'draft', by: 'editor', authorEmail: author, note: 'Please cite the study on fibre.' }))).status).toBe(204)
	await drainJobs()
	const [returned] = await listOutbox(author)
	expect(returned?.subject).toBe('Changes requested: Breakfast ideas')
	expect(returned?.text).toContain('Please cite the study on fibre.')
	expect(returned?.text).toContain('http://site.test/articleeditor/41')

	expect((await post(reviewEvent({ from: 'in_review', to: 'published', by: 'editor', authorEmail: author }))).status).toBe(204)
	await drainJobs()
	const [published] = await listOutbox(author)
	expect(published?.subject).toBe('Published: Breakfast ideas')
	expect(published?.text).toContain('http://site.test/singlepost/41')

	// The site's own editor mails its admins' publish and return itself, and an author withdrawing is told nothing.
	expect((await post(reviewEvent({ from: 'in_review', to: 'published', by: 'site', authorEmail: author }))).status).toBe(204)
	expect((await post(reviewEvent({ from: 'in_review', to: 'draft', by: 'site', authorEmail: author }))).status).toBe(204)
	await drainJobs()
	expect(await subjects(author)).toHaveLength(2)
})

test('a review event that is not well formed is a 400 and queues nothing; an unsigned one a 401', async () => {
	const author = await person('user', 'Maya')
	expect((await post({ ...reviewEvent({ from: 'draft', to: 'gone', by: 'editor', authorEmail: author }) })).status).toBe(400)
	expect((await post(reviewEvent({ from: 'in_review', to: 'published', by: 'editor', authorEmail: author }), 'wrong-secret-value')).status).toBe(401)
	expect(await drainJobs()).toBe(0)
	expect(await subjects(author)).toEqual([])
})

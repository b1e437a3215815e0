import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import type { Route } from './+types/articleeditor.ai-edit'
import { ArticleForm } from '#app/components/article-form.tsx'
import { ConfirmDelete, DeleteLink } from '#app/components/confirm-delete.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { deleteAiArticle, getAiArticleForEditor, setAiArticlePublished, updateAiArticle } from '#app/modules/articles/ai-articles.server.ts'
import { cmsWriteWithCover } from '#app/modules/articles/article-editor.server.ts'
import { aiArticleFormSchema } from '#app/modules/articles/article-form.ts'
import { blocksToMarkdown, markdownToBlocks } from '#app/modules/articles/markdown-blocks.ts'
import { requireAdmin } from '#app/modules/auth/current-user.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Edit AI article', 'Edit an AI article.'), { name: 'robots', content: 'noindex' }]

async function load(request: Request, documentId: string | undefined) {
	await requireAdmin(request)
	const article = documentId && /^[a-z0-9]{10,40}$/.test(documentId) ? await getAiArticleForEditor(documentId) : null
	if (!article) throw data(null, { status: 404 })
	return article
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const article = await load(request, params.documentId)
	return {
		article: { title: article.title, published: article.published, id: article.id, reviewedBy: article.reviewedBy, savedKey: article.updatedAt },
		cover: article.hasCover ? article.cover : null,
		form: { title: article.title, summary: article.sub_content, author: article.author, body: blocksToMarkdown(article.contents), coverAlt: '' },
		confirmDelete: new URL(request.url).searchParams.get('confirm') === 'delete',
		// The admin's page is English; the article form's words come from the catalogue.
		i18n: pageI18n(request, ['editor']),
	}
}

export async function action({ request, params }: Route.ActionArgs) {
	const article = await load(request, params.documentId)
	const formData = await readForm(request)
	const intent = formData.get('intent')
	const here = `/articleeditor/ai/${article.documentId}`
	if (intent === 'delete') {
		await deleteAiArticle(article.documentId)
		return redirectWithToast('/articleeditor?kind=ai', { type: 'success', description: 'AI article deleted.' })
	}
	if (intent === 'unpublish') {
		await setAiArticlePublished(article.documentId, false)
		return redirectWithToast(here, { type: 'success', description: 'Unpublished.' })
	}
	const submission = parseWithZod(formData, { schema: aiArticleFormSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const value = submission.value
	if (value.intent === 'preview') return { result: submission.reply() }
	if (value.intent !== 'save' && value.intent !== 'publish') throw data('That change is not allowed', { status: 403 })
	const saved = await cmsWriteWithCover(value, async (uploaded) => {
		const cover = uploaded ?? (value.removeCover ? null : undefined)
		await updateAiArticle(article, { title: value.title, author: value.author, sub_content: value.summary, contents: markdownToBlocks(value.body), ...(cover !== undefined ? { cover } : {}) })
		if (value.intent === 'publish' && !article.published) await setAiArticlePublished(article.documentId, true)
	})
	if (!saved.ok) return data({ result: submission.reply({ formErrors: [saved.message] }) }, { status: 400 })
	return redirectWithToast(here, { type: 'success', description: value.intent === 'publish' ? 'Saved and published.' : 'Saved.' })
}

export default function EditAiArticle({ loaderData, actionData }: Route.ComponentProps) {
	const { article, cover, form, confirmDelete } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-12">
			<Link to="/articleeditor?kind=ai" className="text-sm text-brand-800 underline">← AI articles</Link>
			<h1 className="mt-4 text-3xl font-bold text-ink">{article.title}</h1>
			<p className="mt-2 text-sm text-slate-600">
				{article.published ? 'Published' : 'Draft (not on the site)'}
				{article.reviewedBy ? ` · reviewed by ${article.reviewedBy}` : ' · no reviewer yet (set one in the CMS)'}
				{article.published ? (
					<>
						{' · '}
						<Link to={`/ai-singlepost/:${article.id}`} className="text-brand-800 underline">View</Link>
					</>
				) : null}
			</p>
			<div className="mt-6 flex flex-wrap gap-2">
				{article.published ? (
					<Form method="post">
						<SubmitButton name="intent" value="unpublish" variant="secondary" pendingText="Saving…">Unpublish</SubmitButton>
					</Form>
				) : null}
				{!confirmDelete ? <DeleteLink /> : null}
			</div>
			{confirmDelete ? <ConfirmDelete title={article.title} /> : null}
			<div className="mt-8">
				<ArticleForm
					variant="ai"
					defaultValue={form}
					lastResult={actionData?.result}
					intents={article.published ? ['save'] : ['save', 'publish']}
					saveLabel={article.published ? 'Save and update the site' : 'Save draft'}
					cover={cover}
					savedKey={article.savedKey}
				/>
			</div>
		</div>
	)
}

import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/articleeditor.ai-edit'
import { ArticleForm } from '#app/components/article-form.tsx'
import { ConfirmDelete, DeleteLink } from '#app/components/confirm-delete.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { deleteAiArticle, getAiArticleForEditor, setAiArticlePublished, updateAiArticle } from '#app/modules/articles/ai-articles.server.ts'
import { articleFormSchema } from '#app/modules/articles/article-form.ts'
import { cmsWrite } from '#app/modules/articles/article-editor.server.ts'
import { blocksToMarkdown, markdownToBlocks } from '#app/modules/articles/markdown-blocks.ts'
import { requireAdmin } from '#app/modules/auth/current-user.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { createToastHeaders, redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Edit AI article', 'Edit an AI article.'), { name: 'robots', content: 'noindex' }]

// Reuses the article form; "tags" carries the AI article's author name.
const aiFormSchema = articleFormSchema.extend({ tags: z.string().trim().min(1, 'Author is required').max(120) })

async function load(request: Request, documentId: string | undefined) {
	await requireAdmin(request)
	const article = documentId && /^[a-z0-9]{10,40}$/.test(documentId) ? await getAiArticleForEditor(documentId) : null
	if (!article) throw data(null, { status: 404 })
	return article
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const article = await load(request, params.documentId)
	return {
		article: { title: article.title, published: article.published, id: article.id },
		form: { title: article.title, summary: article.sub_content, coverUrl: article.img_url, tags: article.author, body: blocksToMarkdown(article.contents) },
		confirmDelete: new URL(request.url).searchParams.get('confirm') === 'delete',
	}
}

export async function action({ request, params }: Route.ActionArgs) {
	const article = await load(request, params.documentId)
	const formData = await readForm(request)
	const intent = formData.get('intent')
	if (intent === 'delete') {
		await deleteAiArticle(article.documentId)
		return redirectWithToast('/articleeditor?kind=ai', { type: 'success', description: 'AI article deleted.' })
	}
	if (intent === 'publish' || intent === 'unpublish') {
		await setAiArticlePublished(article.documentId, intent === 'publish')
		return redirectWithToast(`/articleeditor/ai/${article.documentId}`, { type: 'success', description: intent === 'publish' ? 'Published.' : 'Unpublished.' })
	}
	const submission = parseWithZod(formData, { schema: aiFormSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const value = submission.value
	const saved = await cmsWrite(() =>
		updateAiArticle(article, { title: value.title, author: value.tags, avatar: article.avatar, img_url: value.coverUrl, sub_content: value.summary, contents: markdownToBlocks(value.body) }),
	)
	if (!saved.ok) return data({ result: submission.reply({ formErrors: [saved.message] }) }, { status: 400 })
	return data({ result: submission.reply() }, { headers: await createToastHeaders({ type: 'success', description: 'Saved.' }) })
}

export default function EditAiArticle({ loaderData, actionData }: Route.ComponentProps) {
	const { article, form, confirmDelete } = loaderData
	return (
		<div className="mx-auto max-w-3xl px-4 py-12">
			<Link to="/articleeditor?kind=ai" className="text-sm text-brand-800 underline">← AI articles</Link>
			<h1 className="mt-4 text-3xl font-bold text-ink">{article.title}</h1>
			<p className="mt-2 text-sm text-slate-600">
				{article.published ? 'Published' : 'Draft (not on the site)'}
				{article.published ? (
					<>
						{' · '}
						<Link to={`/ai-singlepost/:${article.id}`} className="text-brand-800 underline">View</Link>
					</>
				) : null}
			</p>
			<div className="mt-6 flex flex-wrap gap-2">
				<Form method="post">
					<SubmitButton name="intent" value={article.published ? 'unpublish' : 'publish'} variant={article.published ? 'secondary' : 'primary'} pendingText="Saving…">
						{article.published ? 'Unpublish' : 'Publish'}
					</SubmitButton>
				</Form>
				{!confirmDelete ? <DeleteLink /> : null}
			</div>
			{confirmDelete ? <ConfirmDelete title={article.title} /> : null}
			<div className="mt-8">
				<ArticleForm defaultValue={form} lastResult={actionData?.result} submitLabel="Save" />
			</div>
		</div>
	)
}

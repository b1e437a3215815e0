import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import type { Route } from './+types/articleeditor.edit'
import { ArticleForm } from '#app/components/article-form.tsx'
import { ConfirmDelete, DeleteLink } from '#app/components/confirm-delete.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { allowedTransitions, assertVisible, canDelete, canEdit, cmsWrite } from '#app/modules/articles/article-editor.server.ts'
import { parseArticleId } from '#app/modules/articles/article-id.ts'
import { articleFormSchema } from '#app/modules/articles/article-form.ts'
import { deleteArticle, getArticleForEditor, setArticleStatus, updateArticle, type ArticleStatus } from '#app/modules/articles/author-articles.server.ts'
import { blocksToMarkdown, markdownToBlocks } from '#app/modules/articles/markdown-blocks.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { createToastHeaders, redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Edit article', 'Edit an article.'), { name: 'robots', content: 'noindex' }]

async function load(request: Request, idParam: string | undefined) {
	const { user } = await requireUser(request)
	const id = parseArticleId(idParam)
	const article = assertVisible(user, id === null ? null : await getArticleForEditor(id))
	return { user, article }
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const { user, article } = await load(request, params.id)
	return {
		article: { id: article.id, title: article.title, status: article.status, authorName: article.authorName },
		form: { title: article.title, summary: article.summary, coverUrl: article.coverUrl, tags: article.tags.join(', '), body: blocksToMarkdown(article.body) },
		editable: canEdit(user, article),
		transitions: allowedTransitions(user, article),
		deletable: canDelete(user, article),
		confirmDelete: new URL(request.url).searchParams.get('confirm') === 'delete',
	}
}

const transitionLabel: Record<ArticleStatus, string> = { draft: 'Move back to draft', in_review: 'Submit for review', published: 'Publish' }
const transitionToast: Record<ArticleStatus, string> = { draft: 'The article is a draft again.', in_review: 'Submitted for review.', published: 'Published.' }

export async function action({ request, params }: Route.ActionArgs) {
	const { user, article } = await load(request, params.id)
	const formData = await readForm(request)
	const intent = formData.get('intent')
	if (intent === 'delete') {
		if (!canDelete(user, article)) throw data('You cannot delete this article', { status: 403 })
		await deleteArticle(article.documentId)
		return redirectWithToast('/articleeditor', { type: 'success', description: 'Article deleted.' })
	}
	if (intent === 'status') {
		const to = formData.get('to')
		const allowed = allowedTransitions(user, article)
		const target = allowed.find((s) => s === to)
		if (!target) throw data('That change is not allowed', { status: 403 })
		await setArticleStatus(article, target)
		return redirectWithToast(`/articleeditor/${article.id}`, { type: 'success', description: transitionToast[target] })
	}
	if (!canEdit(user, article)) throw data('You cannot edit this article', { status: 403 })
	const submission = parseWithZod(formData, { schema: articleFormSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const { body, ...rest } = submission.value
	const saved = await cmsWrite(() => updateArticle(article.documentId, { ...rest, body: markdownToBlocks(body) }))
	if (!saved.ok) return data({ result: submission.reply({ formErrors: [saved.message] }) }, { status: 400 })
	return data({ result: submission.reply() }, { headers: await createToastHeaders({ type: 'success', description: 'Saved.' }) })
}

const statusText: Record<ArticleStatus, string> = { draft: 'Draft', in_review: 'In review', published: 'Published' }

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
	const { article, form, editable, transitions, deletable, confirmDelete } = loaderData
	return (
		<div className="mx-auto max-w-3xl px-4 py-12">
			<Link to="/articleeditor" className="text-sm text-brand-800 underline">← All articles</Link>
			<h1 className="mt-4 text-3xl font-bold text-ink">{article.title}</h1>
			<p className="mt-2 text-sm text-slate-600">
				Status: <strong>{statusText[article.status]}</strong> · by {article.authorName}
				{article.status === 'published' ? (
					<>
						{' · '}
						<Link to={`/singlepost/${article.id}`} className="text-brand-800 underline">View</Link>
					</>
				) : null}
			</p>
			<div className="mt-6 flex flex-wrap gap-2">
				{transitions.map((to) => (
					<Form method="post" key={to}>
						<input type="hidden" name="to" value={to} />
						<SubmitButton name="intent" value="status" variant={to === 'published' ? 'primary' : 'secondary'} pendingText="Saving…">
							{transitionLabel[to]}
						</SubmitButton>
					</Form>
				))}
				{deletable && !confirmDelete ? <DeleteLink /> : null}
			</div>
			{deletable && confirmDelete ? <ConfirmDelete title={article.title} /> : null}
			<div className="mt-8">
				{editable ? (
					<ArticleForm defaultValue={form} lastResult={actionData?.result} submitLabel="Save" />
				) : (
					<p className="text-slate-700">Published articles are edited by the site editors.</p>
				)}
			</div>
		</div>
	)
}

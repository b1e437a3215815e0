import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import type { Route } from './+types/articleeditor.edit'
import { ArticleForm } from '#app/components/article-form.tsx'
import { CmsBlocks } from '#app/components/cms-blocks.tsx'
import { ConfirmDelete, DeleteLink } from '#app/components/confirm-delete.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { assertVisible, editorActions, saveArticleForm, unpublishArticle, withdrawFromReview } from '#app/modules/articles/article-editor.server.ts'
import { articleFormSchema } from '#app/modules/articles/article-form.ts'
import { parseArticleId } from '#app/modules/articles/article-id.ts'
import { deleteArticle, getArticleForEditor, type ArticleStatus } from '#app/modules/articles/author-articles.server.ts'
import { blocksToMarkdown } from '#app/modules/articles/markdown-blocks.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Edit article', 'Edit an article.'), { name: 'robots', content: 'noindex' }]

async function load(request: Request, idParam: string | undefined) {
	const { user } = await requireUser(request)
	const id = parseArticleId(idParam)
	const article = assertVisible(user, id === null ? null : await getArticleForEditor(id))
	return { user, article }
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const { user, article } = await load(request, params.id)
	const actions = editorActions(user, article)
	return {
		article: {
			id: article.id,
			title: article.title,
			status: article.status,
			authorName: article.authorName,
			reviewNote: article.reviewNote,
			body: article.body,
			updatedAt: article.updatedAt,
		},
		cover: article.coverId ? article.cover : null,
		form: { title: article.title, summary: article.summary, tags: article.tags.join(', '), body: blocksToMarkdown(article.body), coverAlt: '' },
		actions,
		confirmDelete: actions.deletable && new URL(request.url).searchParams.get('confirm') === 'delete',
	}
}

export async function action({ request, params }: Route.ActionArgs) {
	const { user, article } = await load(request, params.id)
	const formData = await readForm(request)
	const intent = formData.get('intent')
	if (intent === 'delete') {
		if (!editorActions(user, article).deletable) throw data('You cannot delete this article', { status: 403 })
		await deleteArticle(article.documentId)
		return redirectWithToast('/articleeditor', { type: 'success', description: 'Article deleted.' })
	}
	if (intent === 'withdraw') {
		await withdrawFromReview(user, article)
		return redirectWithToast(`/articleeditor/${article.id}`, { type: 'success', description: 'Withdrawn from review: the article is a draft again.' })
	}
	if (intent === 'unpublish') {
		await unpublishArticle(user, article)
		return redirectWithToast(`/articleeditor/${article.id}`, { type: 'success', description: 'Unpublished: the article is a draft again.' })
	}
	const actions = editorActions(user, article)
	if (!actions.editable) throw data('You cannot edit this article', { status: 403 })
	const submission = parseWithZod(formData, { schema: articleFormSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	if (submission.value.intent === 'preview') return { result: submission.reply() }
	const saved = await saveArticleForm({ user, article, allowed: actions.intents, value: submission.value })
	if (!saved.ok) return data({ result: submission.reply({ formErrors: [saved.message] }) }, { status: 400 })
	return redirectWithToast(`/articleeditor/${article.id}`, { type: 'success', description: saved.toast })
}

const statusText: Record<ArticleStatus, string> = { draft: 'Draft', in_review: 'In review', published: 'Published' }
const lockedText: Record<ArticleStatus, string> = {
	draft: 'Only its author can edit this draft.',
	in_review: 'The editors are reviewing this article. Withdraw it to make changes.',
	published: 'Published articles are edited by the site editors.',
}

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
	const { article, cover, form, actions, confirmDelete } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-12">
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
			{article.status === 'draft' && article.reviewNote ? (
				<div role="note" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
					<p className="font-semibold">Returned by the editors</p>
					<p className="mt-1 whitespace-pre-line">{article.reviewNote}</p>
				</div>
			) : null}
			{actions.withdraw || actions.unpublish || actions.deletable ? (
				<div className="mt-6 flex flex-wrap gap-2">
					{actions.withdraw ? (
						<Form method="post">
							<SubmitButton name="intent" value="withdraw" variant="secondary" pendingText="Saving…">Withdraw from review</SubmitButton>
						</Form>
					) : null}
					{actions.unpublish ? (
						<Form method="post">
							<SubmitButton name="intent" value="unpublish" variant="secondary" pendingText="Saving…">Unpublish</SubmitButton>
						</Form>
					) : null}
					{actions.deletable && !confirmDelete ? <DeleteLink /> : null}
				</div>
			) : null}
			{confirmDelete ? <ConfirmDelete title={article.title} /> : null}
			<div className="mt-8">
				{actions.editable ? (
					<ArticleForm
						variant="article"
						defaultValue={form}
						lastResult={actionData?.result}
						intents={actions.intents}
						saveLabel={article.status === 'draft' ? 'Save draft' : 'Save'}
						cover={cover}
						savedKey={article.updatedAt}
					/>
				) : (
					<>
						<p className="text-slate-700">{lockedText[article.status]}</p>
						<section aria-label="The article" className="mt-6 rounded-lg border border-slate-200 p-6">
							<CmsBlocks content={article.body} />
						</section>
					</>
				)}
			</div>
		</div>
	)
}

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
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localizePath } from '#app/i18n/locale.ts'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { savedToastText } from '#app/modules/articles/editor-texts.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('editor.edit.metaTitle'), t('editor.edit.metaDescription')), { name: 'robots', content: 'noindex' }]
}

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
		i18n: pageI18n(request, ['editor', 'dashboard.issue']),
	}
}

export async function action({ request, params }: Route.ActionArgs) {
	const { user, article } = await load(request, params.id)
	const formData = await readForm(request)
	const intent = formData.get('intent')
	const t = requestTranslator(request)
	const here = localizePath(`/articleeditor/${article.id}`, t.locale)
	if (intent === 'delete') {
		if (!editorActions(user, article).deletable) throw data(t('editor.edit.cannotDelete'), { status: 403 })
		await deleteArticle(article.documentId)
		return redirectWithToast(localizePath('/articleeditor', t.locale), { type: 'success', description: t('editor.toast.deleted') })
	}
	if (intent === 'withdraw') {
		await withdrawFromReview(user, article)
		return redirectWithToast(here, { type: 'success', description: t('editor.toast.withdrawn') })
	}
	if (intent === 'unpublish') {
		await unpublishArticle(user, article)
		return redirectWithToast(here, { type: 'success', description: t('editor.toast.unpublished') })
	}
	const actions = editorActions(user, article)
	if (!actions.editable) throw data(t('editor.edit.cannotEdit'), { status: 403 })
	const submission = parseWithZod(formData, { schema: articleFormSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	if (submission.value.intent === 'preview') return { result: submission.reply() }
	const saved = await saveArticleForm({ user, article, allowed: actions.intents, value: submission.value })
	if (!saved.ok) return data({ result: submission.reply({ formErrors: [saved.message] }) }, { status: 400 })
	return redirectWithToast(here, { type: 'success', description: savedToastText(t, saved.toast) })
}

const statusText = (t: Translate, status: ArticleStatus) => (status === 'draft' ? t('editor.status.draft') : status === 'in_review' ? t('editor.status.inReview') : t('editor.status.published'))
const lockedText = (t: Translate, status: ArticleStatus) => (status === 'draft' ? t('editor.edit.lockedDraft') : status === 'in_review' ? t('editor.edit.lockedReview') : t('editor.edit.lockedPublished'))

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
	const { article, cover, form, actions, confirmDelete } = loaderData
	const t = useT()
	const localePath = useLocalePath()
	return (
		<div className="mx-auto max-w-6xl px-4 py-12">
			<Link to={localePath('/articleeditor')} className="text-sm text-brand-800 underline">{t('editor.back')}</Link>
			<h1 className="mt-4 text-3xl font-bold text-ink">{article.title}</h1>
			<p className="mt-2 text-sm text-slate-600">
				{t.rich('editor.edit.status', { status: statusText(t, article.status), author: article.authorName, strong: (chunks) => <strong>{chunks}</strong> })}
				{article.status === 'published' ? (
					<>
						{' · '}
						<Link to={localePath(`/singlepost/${article.id}`)} className="text-brand-800 underline">{t('editor.edit.view')}</Link>
					</>
				) : null}
			</p>
			{article.status === 'draft' && article.reviewNote ? (
				<div role="note" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
					<p className="font-semibold">{t('editor.edit.returned')}</p>
					<p className="mt-1 whitespace-pre-line">{article.reviewNote}</p>
				</div>
			) : null}
			{actions.withdraw || actions.unpublish || actions.deletable ? (
				<div className="mt-6 flex flex-wrap gap-2">
					{actions.withdraw ? (
						<Form method="post">
							<SubmitButton name="intent" value="withdraw" variant="secondary" pendingText={t('editor.saving')}>{t('editor.edit.withdraw')}</SubmitButton>
						</Form>
					) : null}
					{actions.unpublish ? (
						<Form method="post">
							<SubmitButton name="intent" value="unpublish" variant="secondary" pendingText={t('editor.saving')}>{t('editor.edit.unpublish')}</SubmitButton>
						</Form>
					) : null}
					{actions.deletable && !confirmDelete ? <DeleteLink label={t('editor.delete.open')} /> : null}
				</div>
			) : null}
			{confirmDelete ? <ConfirmDelete title={article.title} words={{ question: t('editor.delete.question', { title: article.title }), yes: t('editor.delete.yes'), cancel: t('editor.delete.cancel') }} /> : null}
			<div className="mt-8">
				{actions.editable ? (
					<ArticleForm
						variant="article"
						defaultValue={form}
						lastResult={actionData?.result}
						intents={actions.intents}
						saveLabel={article.status === 'draft' ? t('editor.form.saveDraft') : t('editor.form.save')}
						cover={cover}
						savedKey={article.updatedAt}
					/>
				) : (
					<>
						<p className="text-slate-700">{lockedText(t, article.status)}</p>
						<section aria-label={t('editor.edit.theArticle')} className="mt-6 rounded-lg border border-slate-200 p-6">
							<CmsBlocks content={article.body} />
						</section>
					</>
				)}
			</div>
		</div>
	)
}

import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/articleeditor.new'
import { ArticleForm } from '#app/components/article-form.tsx'
import { canWriteArticles, newArticleIntents, saveArticleForm } from '#app/modules/articles/article-editor.server.ts'
import { articleFormSchema } from '#app/modules/articles/article-form.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { savedToastText } from '#app/modules/articles/editor-texts.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('editor.new.title'), t('editor.new.description')), { name: 'robots', content: 'noindex' }]
}

async function requireWriter(request: Request) {
	const current = await requireUser(request)
	// Without a plan that includes articles, /articleeditor explains which plans do.
	if (!canWriteArticles(current.user)) throw redirect(localizePath('/articleeditor', localeFromUrl(request.url)))
	return current
}

export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requireWriter(request)
	return { intents: newArticleIntents(user), i18n: pageI18n(request, ['editor', 'dashboard.issue']) }
}

export async function action({ request }: Route.ActionArgs) {
	const { user } = await requireWriter(request)
	const submission = parseWithZod(await readForm(request), { schema: articleFormSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	if (submission.value.intent === 'preview') return { result: submission.reply() }
	const saved = await saveArticleForm({ user, article: null, allowed: newArticleIntents(user), value: submission.value })
	if (!saved.ok) return data({ result: submission.reply({ formErrors: [saved.message] }) }, { status: 400 })
	const t = requestTranslator(request)
	return redirectWithToast(localizePath(`/articleeditor/${saved.article.id}`, t.locale), { type: 'success', description: saved.toast === 'Saved.' ? t('editor.toast.draftSaved') : savedToastText(t, saved.toast) })
}

export default function NewArticle({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<div className="mx-auto max-w-6xl px-4 py-12">
			<Link to={localePath('/articleeditor')} className="text-sm text-brand-800 underline">{t('editor.back')}</Link>
			<h1 className="mt-4 text-3xl font-bold text-ink">{t('editor.new.title')}</h1>
			<div className="mt-8">
				<ArticleForm
					variant="article"
					defaultValue={{ title: '', summary: '', tags: '', body: '', coverAlt: '' }}
					lastResult={actionData?.result}
					intents={loaderData.intents}
					saveLabel={t('editor.form.saveDraft')}
					cover={null}
					savedKey="new"
				/>
			</div>
		</div>
	)
}

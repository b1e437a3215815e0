import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/articleeditor.new'
import { ArticleForm } from '#app/components/article-form.tsx'
import { canWriteArticles, newArticleIntents, saveArticleForm } from '#app/modules/articles/article-editor.server.ts'
import { articleFormSchema } from '#app/modules/articles/article-form.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('New article', 'Write an article.'), { name: 'robots', content: 'noindex' }]

async function requireWriter(request: Request) {
	const current = await requireUser(request)
	// Without a plan that includes articles, /articleeditor explains which plans do.
	if (!canWriteArticles(current.user)) throw redirect('/articleeditor')
	return current
}

export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requireWriter(request)
	return { intents: newArticleIntents(user) }
}

export async function action({ request }: Route.ActionArgs) {
	const { user } = await requireWriter(request)
	const submission = parseWithZod(await readForm(request), { schema: articleFormSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	if (submission.value.intent === 'preview') return { result: submission.reply() }
	const saved = await saveArticleForm({ user, article: null, allowed: newArticleIntents(user), value: submission.value })
	if (!saved.ok) return data({ result: submission.reply({ formErrors: [saved.message] }) }, { status: 400 })
	return redirectWithToast(`/articleeditor/${saved.article.id}`, { type: 'success', description: saved.toast === 'Saved.' ? 'Draft saved.' : saved.toast })
}

export default function NewArticle({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-6xl px-4 py-12">
			<Link to="/articleeditor" className="text-sm text-brand-800 underline">← All articles</Link>
			<h1 className="mt-4 text-3xl font-bold text-ink">New article</h1>
			<div className="mt-8">
				<ArticleForm
					variant="article"
					defaultValue={{ title: '', summary: '', tags: '', body: '', coverAlt: '' }}
					lastResult={actionData?.result}
					intents={loaderData.intents}
					saveLabel="Save draft"
					cover={null}
					savedKey="new"
				/>
			</div>
		</div>
	)
}

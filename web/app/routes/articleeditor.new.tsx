import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link } from 'react-router'
import type { Route } from './+types/articleeditor.new'
import { ArticleForm } from '#app/components/article-form.tsx'
import { articleFormSchema } from '#app/modules/articles/article-form.ts'
import { cmsWrite } from '#app/modules/articles/article-editor.server.ts'
import { createArticle } from '#app/modules/articles/author-articles.server.ts'
import { markdownToBlocks } from '#app/modules/articles/markdown-blocks.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('New article', 'Write an article.'), { name: 'robots', content: 'noindex' }]

export const loader = ({ request }: Route.LoaderArgs) => requireUser(request).then(() => null)

export async function action({ request }: Route.ActionArgs) {
	const { user } = await requireUser(request)
	const submission = parseWithZod(await readForm(request), { schema: articleFormSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const { body, ...rest } = submission.value
	const saved = await cmsWrite(() => createArticle({ ...rest, body: markdownToBlocks(body) }, { userId: user.id, name: `${user.firstName} ${user.lastName}` }))
	if (!saved.ok) return data({ result: submission.reply({ formErrors: [saved.message] }) }, { status: 400 })
	return redirectWithToast(`/articleeditor/${saved.value.id}`, { type: 'success', description: 'Draft saved.' })
}

export default function NewArticle({ actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-3xl px-4 py-12">
			<Link to="/articleeditor" className="text-sm text-brand-800 underline">← All articles</Link>
			<h1 className="mt-4 text-3xl font-bold text-ink">New article</h1>
			<div className="mt-8">
				<ArticleForm defaultValue={{ title: '', summary: '', coverUrl: '', tags: '', body: '' }} lastResult={actionData?.result} submitLabel="Save draft" />
			</div>
		</div>
	)
}

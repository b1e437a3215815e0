import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useRef } from 'react'
import { Form } from 'react-router'
import { aiArticleFormSchema, articleFormSchema, coverTypes, type ArticleIntent } from '#app/modules/articles/article-form.ts'
import { applyTool, toolbarTools, type ToolbarTool } from '#app/modules/articles/markdown-toolbar.ts'
import type { CmsImage } from '#app/modules/cms/media.ts'
import { MarkdownPreview } from './markdown-preview.tsx'
import { Field, FormErrors } from './ui/field.tsx'
import { SubmitButton } from './ui/submit-button.tsx'
import { useUnsavedChanges } from './unsaved-changes.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import { articleIssueText } from '#app/modules/articles/editor-texts.ts'

export type ArticleFormValues = { title: string; summary: string; body: string; coverAlt: string } & ({ tags: string } | { author: string })

/** Every field either variant of the form has. */
type FormShape = {
	title: string
	summary: string
	tags: string
	author: string
	body: string
	cover: File
	coverAlt: string
	removeCover: 'on'
	intent: ArticleIntent
	reviewNote: string
}

const intentLabels: Record<Exclude<ArticleIntent, 'preview' | 'save'>, string> = {
	submit: 'editor.form.submit',
	publish: 'editor.form.publish',
	return: 'editor.form.return',
}

/** The toolbar's buttons by their English label (markdown-toolbar.ts), in the page's language. */
const toolKeys: Record<string, string> = {
	Heading: 'editor.tool.heading',
	Bold: 'editor.tool.bold',
	Italic: 'editor.tool.italic',
	'Bulleted list': 'editor.tool.bulleted',
	'Numbered list': 'editor.tool.numbered',
	Quote: 'editor.tool.quote',
	Link: 'editor.tool.link',
	Image: 'editor.tool.image',
}

const textareaClass = 'block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600'

/**
 * Title, summary, cover, tags (or, for AI articles, the signing persona) and
 * the body: Markdown with a formatting toolbar, beside a preview of the
 * article as the site renders it. Every button saves the form first, then
 * does what it says; leaving with unsaved changes asks first.
 */
export function ArticleForm(props: {
	variant: 'article' | 'ai'
	defaultValue: ArticleFormValues
	lastResult?: SubmissionResult
	intents: ArticleIntent[]
	saveLabel: string
	cover: CmsImage | null
	/** Changes when the server saved the article: the unsaved-changes check starts again from there. */
	savedKey: string
}) {
	const t = useT()
	const said = (field: string, errors: string[] | undefined) => errors?.map((message) => articleIssueText(t, field, message))
	const schema = props.variant === 'ai' ? aiArticleFormSchema : articleFormSchema
	const formRef = useRef<HTMLFormElement>(null)
	const body = useRef<HTMLTextAreaElement>(null)
	const [form, fields] = useForm<FormShape, unknown>({
		id: 'article',
		defaultValue: props.defaultValue,
		lastResult: props.lastResult,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	const dirty = useUnsavedChanges(formRef, props.savedKey)

	const format = (tool: ToolbarTool) => {
		const area = body.current
		if (!area) return
		const edit = applyTool(area.value, area.selectionStart, area.selectionEnd, tool)
		area.value = edit.value
		area.dispatchEvent(new Event('input', { bubbles: true }))
		area.focus()
		area.setSelectionRange(edit.selectionStart, edit.selectionEnd)
	}

	const { key: _bodyKey, ...bodyProps } = getTextareaProps(fields.body) as ReturnType<typeof getTextareaProps> & { key?: string }
	const { key: _noteKey, ...noteProps } = getTextareaProps(fields.reviewNote) as ReturnType<typeof getTextareaProps> & { key?: string }
	const extra = props.variant === 'ai' ? fields.author : fields.tags
	const previewId = `${fields.body.id}-preview`
	return (
		<Form method="post" encType="multipart/form-data" className="space-y-5" {...getFormProps(form)} ref={formRef}>
			<FormErrors id={form.errorId} errors={form.errors} />
			<Field label={t('editor.form.title')} inputProps={getInputProps(fields.title, { type: 'text' })} errors={said('title', fields.title.errors)} />
			<Field label={t('editor.form.summary')} hint={t('editor.form.summaryHint')} inputProps={getInputProps(fields.summary, { type: 'text' })} errors={said('summary', fields.summary.errors)} />
			{props.variant === 'ai' ? (
				<Field label="Author" hint="The desk that signs the article, e.g. Nutrition Desk." inputProps={getInputProps(extra, { type: 'text' })} errors={extra.errors} />
			) : (
				<Field label={t('editor.form.tags')} hint={t('editor.form.tagsHint')} inputProps={getInputProps(extra, { type: 'text' })} errors={said('tags', extra.errors)} />
			)}
			<fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
				<legend className="px-1 text-sm font-medium text-slate-800">{t('editor.form.cover')}</legend>
				{props.cover ? (
					<div className="flex items-center gap-3">
						<img src={props.cover.url} alt={props.cover.alt} width={160} height={84} className="aspect-[1200/630] w-40 rounded object-cover" />
						<label className="flex items-center gap-2 text-sm text-slate-700">
							<input type="checkbox" name={fields.removeCover.name} className="size-4" />
							{t('editor.form.removeCover')}
						</label>
					</div>
				) : (
					<p className="text-sm text-slate-600">{t('editor.form.noCover')}</p>
				)}
				<Field
					label={props.cover ? t('editor.form.replaceCover') : t('editor.form.uploadCover')}
					hint={t('editor.form.coverHint')}
					inputProps={{ ...getInputProps(fields.cover, { type: 'file' }), accept: coverTypes.join(','), className: 'text-sm' }}
					errors={said('cover', fields.cover.errors)}
				/>
				<Field label={t('editor.form.coverAlt')} hint={t('editor.form.coverAltHint')} inputProps={getInputProps(fields.coverAlt, { type: 'text' })} errors={said('coverAlt', fields.coverAlt.errors)} />
			</fieldset>
			<div className="grid gap-4 lg:grid-cols-2">
				<div className="space-y-1">
					<label htmlFor={fields.body.id} className="block text-sm font-medium text-slate-800">{t('editor.form.body')}</label>
					<div role="toolbar" aria-label={t('editor.form.formatting')} aria-controls={fields.body.id} className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1">
						{toolbarTools.map((tool) => (
							<button key={tool.label} type="button" onClick={() => format(tool)} className="rounded px-2 py-1 text-sm text-slate-800 hover:bg-white">
								{toolKeys[tool.label] ? t(toolKeys[tool.label]!) : tool.label}
							</button>
						))}
					</div>
					<textarea {...bodyProps} ref={body} rows={22} aria-describedby={`${fields.body.id}-help`} className={`${textareaClass} rounded-t-none font-mono`} />
					<p id={`${fields.body.id}-help`} className="text-xs text-slate-600">
						{t('editor.form.markdownHelp')}
					</p>
					{fields.body.errors?.length ? <p className="text-sm text-red-700">{articleIssueText(t, 'body', fields.body.errors[0]!)}</p> : null}
				</div>
				<div className="space-y-1">
					<h2 className="text-sm font-medium text-slate-800">{t('editor.form.preview')}</h2>
					<p className="text-xs text-slate-600">{t('editor.form.previewHint')}</p>
					<MarkdownPreview id={previewId} initial={typeof fields.body.initialValue === 'string' ? fields.body.initialValue : props.defaultValue.body} source={body} />
					<noscript>
						<button type="submit" name="intent" value="preview" className="mt-2 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
							{t('editor.form.updatePreview')}
						</button>
					</noscript>
				</div>
			</div>
			{props.intents.includes('return') ? (
				<div className="space-y-1">
					<label htmlFor={fields.reviewNote.id} className="block text-sm font-medium text-slate-800">{t('editor.form.note')}</label>
					<textarea {...noteProps} rows={3} aria-describedby={`${fields.reviewNote.id}-help`} className={textareaClass} />
					<p id={`${fields.reviewNote.id}-help`} className="text-xs text-slate-600">{t('editor.form.noteHint')}</p>
					{fields.reviewNote.errors?.length ? <p className="text-sm text-red-700">{articleIssueText(t, 'reviewNote', fields.reviewNote.errors[0]!)}</p> : null}
				</div>
			) : null}
			<div className="flex flex-wrap items-center gap-2">
				{props.intents.map((intent) => (
					<SubmitButton key={intent} name="intent" value={intent} variant={intent === 'save' ? 'secondary' : 'primary'} pendingText={t('editor.saving')}>
						{intent === 'save' ? props.saveLabel : t(intentLabels[intent as keyof typeof intentLabels])}
					</SubmitButton>
				))}
				{dirty ? <span className="text-sm text-amber-800">{t('editor.form.unsaved')}</span> : null}
			</div>
		</Form>
	)
}

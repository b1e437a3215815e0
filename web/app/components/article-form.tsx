import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useRef } from 'react'
import { Form } from 'react-router'
import type { SubmissionResult } from '@conform-to/react'
import { articleFormSchema } from '#app/modules/articles/article-form.ts'
import { Field, FormErrors } from './ui/field.tsx'
import { SubmitButton } from './ui/submit-button.tsx'

export type ArticleFormValues = { title: string; summary: string; coverUrl: string; tags: string; body: string }

const toolbar = [
	{ label: 'Heading', before: '## ', after: '', line: true },
	{ label: 'Bold', before: '**', after: '**' },
	{ label: 'Italic', before: '*', after: '*' },
	{ label: 'Bulleted list', before: '- ', after: '', line: true },
	{ label: 'Numbered list', before: '1. ', after: '', line: true },
	{ label: 'Quote', before: '> ', after: '', line: true },
	{ label: 'Link', before: '[', after: '](https://)' },
	{ label: 'Image', before: '![description](', after: ')', line: true },
] as const

/** Title, summary, cover, tags and the body (the editor's Markdown, with a formatting toolbar). */
export function ArticleForm({ defaultValue, lastResult, submitLabel }: { defaultValue: ArticleFormValues; lastResult?: SubmissionResult; submitLabel: string }) {
	const body = useRef<HTMLTextAreaElement>(null)
	const [form, fields] = useForm({
		id: 'article',
		defaultValue,
		lastResult,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: articleFormSchema }),
	})

	const format = (tool: (typeof toolbar)[number]) => {
		const area = body.current
		if (!area) return
		const { selectionStart: start, selectionEnd: end, value } = area
		const selected = value.slice(start, end)
		const prefix = 'line' in tool && tool.line && start > 0 && value[start - 1] !== '\n' ? '\n' : ''
		const insert = `${prefix}${tool.before}${selected}${tool.after}`
		area.setRangeText(insert, start, end, 'end')
		area.dispatchEvent(new Event('input', { bubbles: true }))
		area.focus()
	}

	const { key: _bodyKey, ...bodyProps } = getTextareaProps(fields.body) as ReturnType<typeof getTextareaProps> & { key?: string }
	return (
		<Form method="post" className="space-y-5" {...getFormProps(form)}>
			<FormErrors id={form.errorId} errors={form.errors} />
			<Field label="Title" inputProps={getInputProps(fields.title, { type: 'text' })} errors={fields.title.errors} />
			<Field label="Summary" hint="One or two sentences shown in the list." inputProps={getInputProps(fields.summary, { type: 'text' })} errors={fields.summary.errors} />
			<Field label="Cover image URL" hint="An https:// address or a path on this site, e.g. /images/hero.svg." inputProps={getInputProps(fields.coverUrl, { type: 'text' })} errors={fields.coverUrl.errors} />
			<Field label="Tags" hint="Comma-separated, e.g. diabetes, meal planning." inputProps={getInputProps(fields.tags, { type: 'text' })} errors={fields.tags.errors} />
			<div className="space-y-1">
				<label htmlFor={fields.body.id} className="block text-sm font-medium text-slate-800">Article</label>
				<div role="toolbar" aria-label="Formatting" aria-controls={fields.body.id} className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1">
					{toolbar.map((tool) => (
						<button key={tool.label} type="button" onClick={() => format(tool)} className="rounded px-2 py-1 text-sm text-slate-800 hover:bg-white">
							{tool.label}
						</button>
					))}
				</div>
				<textarea
					{...bodyProps}
					ref={body}
					rows={18}
					aria-describedby={`${fields.body.id}-help`}
					className="block w-full rounded-b-lg border border-slate-300 px-3 py-2 font-mono text-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
				/>
				<p id={`${fields.body.id}-help`} className="text-xs text-slate-600">
					## Heading · **bold** · *italic* · - list · 1. list · &gt; quote · [link](https://…) · ![image](https://…)
				</p>
				{fields.body.errors?.length ? <p className="text-sm text-red-700">{fields.body.errors[0]}</p> : null}
			</div>
			<SubmitButton name="intent" value="save" pendingText="Saving…">
				{submitLabel}
			</SubmitButton>
		</Form>
	)
}

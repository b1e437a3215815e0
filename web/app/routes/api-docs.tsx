import type { Route } from './+types/api-docs'
import { apiDescriptions, requestSchemaOf } from '#app/modules/api/openapi.server.ts'
import { operationIdOf } from '#app/modules/api/api-description.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => pageMeta('API', 'The American Dietitian API: every call, what it accepts and what it answers.')

type Field = { name: string; type: string; required: boolean; rules: string }

function fieldsOf(schema: Record<string, unknown>): Field[] {
	const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>
	const required = new Set((schema.required ?? []) as string[])
	return Object.entries(properties).map(([name, property]) => ({ name, type: typeOf(property), required: required.has(name), rules: rulesOf(property) }))
}

function typeOf(property: Record<string, unknown>): string {
	if (Array.isArray(property.anyOf)) return (property.anyOf as Record<string, unknown>[]).map(typeOf).join(' or ')
	if (Array.isArray(property.enum)) return (property.enum as unknown[]).map((v) => JSON.stringify(v)).join(' | ')
	return typeof property.type === 'string' ? property.type : 'any'
}

function rulesOf(property: Record<string, unknown>): string {
	const rules: string[] = []
	if (property.format) rules.push(String(property.format))
	if (property.minLength !== undefined) rules.push(`≥ ${property.minLength} characters`)
	if (property.maxLength !== undefined) rules.push(`≤ ${property.maxLength} characters`)
	if (typeof property.minimum === 'number' && property.minimum > -1e15) rules.push(`≥ ${property.minimum}`)
	if (typeof property.maximum === 'number' && property.maximum < 1e15) rules.push(`≤ ${property.maximum}`)
	if (property.default !== undefined) rules.push(`default ${JSON.stringify(property.default)}`)
	if (typeof property.description === 'string') rules.push(property.description)
	return rules.join(', ')
}

export function loader() {
	return {
		operations: apiDescriptions().map((d) => ({
			path: d.path,
			tag: d.tag,
			summary: d.summary,
			description: d.description ?? null,
			operationId: operationIdOf(d.path),
			caller: d.caller ?? null,
			fields: d.schema ? fieldsOf(requestSchemaOf(d)) : [],
			example: JSON.stringify(d.example, null, 2),
			responses: Object.entries(d.responses),
		})),
	}
}

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
	return (
		<article className="mx-auto max-w-4xl">
			<h1 className="text-3xl font-bold tracking-tight text-ink">API</h1>
			<p className="mt-3 text-slate-700">
				Every call is a <code>POST</code> with a JSON body. Errors are 4xx answers whose body is a JSON string saying what is wrong. The machine-readable
				description is at{' '}
				<a className="font-medium text-brand-800 underline" href="/api/openapi.json">
					/api/openapi.json
				</a>{' '}
				(OpenAPI 3.1).
			</p>
			{loaderData.operations.map((op) => (
				<section key={op.path} id={op.path.slice(1).replace(/\//g, '-')} className="mt-10 border-t border-slate-200 pt-6">
					<p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{op.tag}</p>
					<h2 className="mt-1 break-words text-xl font-semibold text-ink">
						<span className="mr-2 rounded bg-brand-700 px-2 py-0.5 font-mono text-sm text-white">POST</span>
						<code className="break-all">{op.path}</code>
					</h2>
					<p className="mt-2 text-slate-700">{op.summary}</p>
					{op.description ? <p className="mt-2 text-slate-700">{op.description}</p> : null}
					<p className="mt-2 text-sm text-slate-600">
						operationId <code>{op.operationId}</code>
					</p>
					{op.caller === 'bearer' ? <p className="mt-2 text-sm text-slate-600">Send the session token as <code>Authorization: Bearer …</code>.</p> : null}
					{op.caller === 'bearer or body' ? <p className="mt-2 text-sm text-slate-600">Send the session token as <code>Authorization: Bearer …</code> or as <code>token</code> in the body.</p> : null}
					{op.caller === 'stripe' ? <p className="mt-2 text-sm text-slate-600">Stripe signs each delivery in the <code>Stripe-Signature</code> header.</p> : null}
					{op.fields.length ? (
						<div className="mt-4 overflow-x-auto">
							<table className="w-full text-left text-sm">
								<caption className="sr-only">Fields of {op.path}</caption>
								<thead>
									<tr className="border-b border-slate-200 text-slate-600">
										<th scope="col" className="py-2 pr-4">Field</th>
										<th scope="col" className="py-2 pr-4">Type</th>
										<th scope="col" className="py-2 pr-4">Required</th>
										<th scope="col" className="py-2">Rules</th>
									</tr>
								</thead>
								<tbody>
									{op.fields.map((field) => (
										<tr key={field.name} className="border-b border-slate-100">
											<td className="py-2 pr-4 font-mono">{field.name}</td>
											<td className="py-2 pr-4">{field.type}</td>
											<td className="py-2 pr-4">{field.required ? 'yes' : 'no'}</td>
											<td className="py-2">{field.rules}</td>
										</tr>
									))}
								</tbody>
							</table>
						</div>
					) : null}
					<h3 className="mt-4 font-semibold text-ink">Example body</h3>
					<pre className="mt-2 overflow-x-auto rounded-lg bg-slate-100 p-3 text-sm">
						<code>{op.example}</code>
					</pre>
					<h3 className="mt-4 font-semibold text-ink">Answers</h3>
					<dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
						{op.responses.map(([status, meaning]) => (
							<div key={status} className="contents">
								<dt className="font-mono font-semibold">{status}</dt>
								<dd className="text-slate-700">{meaning}</dd>
							</div>
						))}
					</dl>
				</section>
			))}
		</article>
	)
}

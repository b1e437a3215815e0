import { Link } from 'react-router'
import type { Route } from './+types/match'
import { DietitianCardItem } from '#app/components/dietitian-card.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import type { MatchPage, MatchResult } from '#app/modules/directory/match-page.server.ts'
import { loadMatchPage } from '#app/modules/directory/match-page.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	// Answers about health in the address: never indexed.
	return [...pageMeta(t('match.title'), t('match.description')), { name: 'robots', content: 'noindex, nofollow' }]
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
	return loadMatchPage(request, context.get(clientIpContext))
}

const fieldClass = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base'
const labelClass = 'block text-sm font-medium text-slate-800'

type Choice = { value: string; label: string }

function Select({ name, label, value, choices, empty }: { name: string; label: string; value: string; choices: Choice[]; empty?: string }) {
	return (
		<label className={labelClass}>
			{label}
			<select name={name} defaultValue={value} className={fieldClass}>
				{empty !== undefined ? <option value="">{empty}</option> : null}
				{choices.map((choice) => (
					<option key={choice.value} value={choice.value}>
						{choice.label}
					</option>
				))}
			</select>
		</label>
	)
}

function Radios({ name, legend, value, choices }: { name: string; legend: string; value: string; choices: Choice[] }) {
	return (
		<fieldset>
			<legend className={labelClass}>{legend}</legend>
			<div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
				{choices.map((choice, index) => (
					<label key={choice.value} className="flex items-center gap-2 py-1 text-base">
						<input type="radio" name={name} value={choice.value} defaultChecked={value ? value === choice.value : index === choices.length - 1} />
						{choice.label}
					</label>
				))}
			</div>
		</fieldset>
	)
}

/** The questions: one GET form, its fields named as the API's, so the address is shareable and it works without JavaScript. */
function MatchForm({ page }: { page: MatchPage }) {
	const t = useT()
	const localePath = useLocalePath()
	const { fields, choices } = page
	return (
		<form method="get" action={localePath('/match')} aria-label={t('match.form.label')} className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
			<Select name="need" label={t('match.form.need')} value={fields.need} choices={choices.needs} empty={t('match.form.chooseNeed')} />
			<label className={labelClass}>
				{t('match.form.where')}
				<input type="text" name="where" defaultValue={fields.where} placeholder={t('match.form.wherePlaceholder')} autoComplete="postal-code" className={fieldClass} />
			</label>
			<Select name="state" label={t('match.form.state')} value={fields.state} choices={choices.states} empty={t('match.form.anyState')} />
			<Radios name="format" legend={t('match.form.format')} value={fields.format} choices={choices.formats} />
			<Select name="insurance" label={t('match.form.insurance')} value={fields.insurance} choices={choices.insurance} empty={t('match.form.selfPay')} />
			<label className={labelClass}>
				{t('match.form.maxPrice')}
				<input type="number" name="max_price" min={1} max={1000} step={1} inputMode="numeric" defaultValue={fields.max_price} className={fieldClass} />
			</label>
			<Select name="language" label={t('match.form.language')} value={fields.language} choices={[{ value: 'es', label: t('match.language.es') }]} empty={t('match.form.anyLanguage')} />
			<Radios name="when" legend={t('match.form.when')} value={fields.when} choices={choices.whens} />
			<div className="sm:col-span-2">
				<button type="submit" className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 sm:w-auto">
					{t('match.form.submit')}
				</button>
			</div>
		</form>
	)
}

/** The cards of one group, each with its reasons (and what a partial match misses), all worded by the loader. */
function MatchList({ results, placeState, now }: { results: MatchResult[]; placeState: string; now: string }) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<ul className="mt-4 grid gap-4">
			{results.map(({ card, reasons, misses, letterUrl }) => (
				<DietitianCardItem key={card.id} card={card} placeState={placeState} now={now}>
					<div className="mt-3 grid gap-2 border-t border-slate-100 pt-3 text-sm sm:grid-cols-2">
						<div>
							<h3 className="font-semibold text-ink">{t('match.reasons')}</h3>
							<ul className="mt-1 list-disc pl-5 text-slate-800">
								{reasons.map((reason) => (
									<li key={reason}>{reason}</li>
								))}
							</ul>
						</div>
						{misses.length ? (
							<div>
								<h3 className="font-semibold text-amber-900">{t('match.misses')}</h3>
								<ul className="mt-1 list-disc pl-5 text-amber-950">
									{misses.map((miss) => (
										<li key={miss}>{miss}</li>
									))}
								</ul>
							</div>
						) : null}
						{letterUrl ? (
							<p className="sm:col-span-2">
								<Link to={localePath(letterUrl)} className="font-medium text-brand-800 underline">
									{t('match.medicare.letter')}
								</Link>
							</p>
						) : null}
					</div>
				</DietitianCardItem>
			))}
		</ul>
	)
}

function MatchAnswer({ page }: { page: Extract<MatchPage, { kind: 'results' }> }) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<section className="mt-8" aria-labelledby="match-answer">
			<h2 id="match-answer" className="text-2xl font-bold text-ink">
				{page.all.length ? t('match.heading.all', { count: page.all.length }) : t('match.heading.none')}
			</h2>
			{page.medicare ? (
				<div className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
					<p className="font-semibold">{t('match.medicare.title')}</p>
					<p className="mt-1">{page.medicare}</p>
					<Link to={localePath('/medicare')} className="mt-1 inline-block underline">
						{t('match.medicare.guide')}
					</Link>
				</div>
			) : null}
			{page.relax ? <p className="mt-4 font-medium text-brand-900">{t('match.relax', { change: page.relax })}</p> : null}
			<MatchList results={page.all} placeState={page.placeState} now={page.now} />
			{page.partial.length ? (
				<>
					<h2 className="mt-8 text-xl font-bold text-ink">{t('match.heading.partial')}</h2>
					<p className="mt-1 text-sm text-slate-700">{t('match.partialNote')}</p>
					<MatchList results={page.partial} placeState={page.placeState} now={page.now} />
				</>
			) : null}
			{!page.all.length && !page.partial.length ? <p className="mt-4 text-slate-800">{t('match.empty')}</p> : null}
		</section>
	)
}

export default function Match({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const page = loaderData
	return (
		<div className="mx-auto max-w-4xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-ink">{t('match.title')}</h1>
			<p className="mt-2 text-slate-700">{t('match.intro')}</p>
			<div className="mt-6">
				<MatchForm page={page} />
			</div>
			{page.kind === 'problem' ? (
				<p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
					{page.message}
				</p>
			) : null}
			{page.kind === 'results' ? <MatchAnswer page={page} /> : null}
		</div>
	)
}

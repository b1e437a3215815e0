import { buttonBase, buttonVariants } from '#app/components/ui/button-styles.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import type { GuideAnswers } from '#app/modules/medicare/medicare-guide.ts'

/**
 * One question of the Medicare guide: a GET form to /medicare carrying the
 * earlier answers, so the answer becomes part of the address (and works
 * without JavaScript).
 */
export function GuideQuestion({ name, legend, hint, choices, answers, selected }: { name: 'plan' | 'diagnosis' | 'year'; legend: string; hint?: string; choices: readonly (readonly [string, string])[]; answers: Partial<GuideAnswers>; selected?: string }) {
	const t = useT()
	const localePath = useLocalePath()
	const earlier = (['plan', 'diagnosis', 'year'] as const).slice(0, ['plan', 'diagnosis', 'year'].indexOf(name))
	return (
		<form method="get" action={localePath('/medicare')} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
			{earlier.map((key) => (answers[key] ? <input key={key} type="hidden" name={key} value={answers[key]} /> : null))}
			<fieldset>
				<legend className="text-xl font-semibold text-ink">{legend}</legend>
				{hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
				<div className="mt-4 space-y-2">
					{choices.map(([value, label]) => (
						<label key={value} className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-slate-800 hover:bg-brand-50 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
							<input type="radio" name={name} value={value} required defaultChecked={selected === value} className="size-4 accent-brand-700" />
							{label}
						</label>
					))}
				</div>
			</fieldset>
			<button type="submit" className={`${buttonBase} ${buttonVariants.primary} mt-5`}>
				{t('medicare.next')}
			</button>
		</form>
	)
}

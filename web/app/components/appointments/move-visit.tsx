import { Form } from 'react-router'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'

type Day = { day: string; times: { start: string; time: string }[] }

/**
 * The openings of the "Change the time" page: one plain form whose buttons
 * each send their opening's start, so picking a time works without JavaScript.
 */
export function MoveOpenings({ days, label, intro, none, pendingText }: { days: Day[]; label: string; intro: string; none: string; pendingText: string }) {
	if (days.length === 0) return <p className="mt-6 text-slate-700">{none}</p>
	return (
		<Form method="post" className="mt-6 space-y-6" aria-label={label}>
			<p className="text-slate-700">{intro}</p>
			{days.map(({ day, times }) => (
				<fieldset key={day}>
					<legend className="font-semibold text-ink">{day}</legend>
					<div className="mt-2 flex flex-wrap gap-2">
						{times.map(({ start, time }) => (
							<SubmitButton key={start} name="start" value={start} variant="secondary" pendingText={pendingText}>
								{time}
							</SubmitButton>
						))}
					</div>
				</fieldset>
			))}
		</Form>
	)
}

import { Form } from 'react-router'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { availabilityText } from '#app/modules/profiles/availability-text.ts'
import type { ListingState } from '#app/modules/profiles/availability-rules.ts'

type Props = { accepting: boolean; state: ListingState; confirmedAt: string | null; days: { unconfirmed: number; paused: number } }

const tones: Record<ListingState, string> = {
	confirmed: 'bg-white ring-slate-200',
	unconfirmed: 'bg-amber-50 text-amber-900 ring-amber-200',
	paused: 'bg-red-50 text-red-900 ring-red-200',
}

/** "Are you still accepting new clients?": the dashboard's two buttons, the same answers as the mail's links (issue 30). */
export function AvailabilityPanel({ accepting, state, confirmedAt, days }: Props) {
	const shown = availabilityText(accepting, state === 'paused' ? 'unconfirmed' : state, confirmedAt)
	const title =
		state === 'paused'
			? 'Your listing is paused: one click brings it back'
			: state === 'unconfirmed'
				? 'Visitors see “Availability not confirmed”'
				: `Your listing says: ${shown.text}`
	const explanation =
		state === 'paused'
			? `You have not confirmed for ${days.paused} days whether you take new clients, so your listing is out of search. Nothing was deleted: answer below and it is back at once.`
			: state === 'unconfirmed'
				? `You have not confirmed your availability for ${days.unconfirmed} days: the listing comes after confirmed ones and is paused at ${days.paused} days.`
				: `Confirm it whenever it changes; we also ask by e-mail every 30 days. After ${days.unconfirmed} days without a confirmation visitors see “Availability not confirmed”.`
	return (
		<section aria-labelledby="availability-heading" className={`rounded-2xl p-5 ring-1 ${tones[state]}`}>
			<h2 id="availability-heading" className="text-lg font-semibold">{title}</h2>
			<p className="mt-1 text-sm">{explanation}</p>
			<Form method="post" className="mt-3 flex flex-wrap gap-3">
				<input type="hidden" name="intent" value="availability" />
				<SubmitButton name="answer" value="yes" pendingText="Saving…">Yes, still accepting</SubmitButton>
				<SubmitButton name="answer" value="no" variant="secondary" pendingText="Saving…">Not now</SubmitButton>
			</Form>
		</section>
	)
}

import { Form } from 'react-router'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useT } from '#app/i18n/i18n-context.tsx'
import type { ListingState } from '#app/modules/profiles/availability-rules.ts'
import { formatMonthDayIn } from '#app/modules/site/format-date.ts'

type Props = { accepting: boolean; state: ListingState; confirmedAt: string | null; days: { unconfirmed: number; paused: number } }

const tones: Record<ListingState, string> = {
	confirmed: 'bg-white ring-slate-200',
	unconfirmed: 'bg-amber-50 text-amber-900 ring-amber-200',
	paused: 'bg-red-50 text-red-900 ring-red-200',
}

/** "Are you still accepting new clients?": the dashboard's two buttons, the same answers as the mail's links (issue 30). */
export function AvailabilityPanel({ accepting, state, confirmedAt, days }: Props) {
	const t = useT()
	// The card's words (cards.json), so the dashboard quotes what visitors read.
	const when = confirmedAt ? ` · ${t('cards.availability.confirmedOn', { day: formatMonthDayIn(confirmedAt, t.locale) })}` : ''
	const shown = `${t(accepting ? 'cards.availability.accepting' : 'cards.availability.notAccepting')}${when}`
	const title =
		state === 'paused'
			? t('dashboard.availability.pausedTitle')
			: state === 'unconfirmed'
				? t('dashboard.availability.unconfirmedTitle')
				: t('dashboard.availability.says', { text: shown })
	const explanation =
		state === 'paused'
			? t('dashboard.availability.pausedText', { days: days.paused })
			: state === 'unconfirmed'
				? t('dashboard.availability.unconfirmedText', { days: days.unconfirmed, paused: days.paused })
				: t('dashboard.availability.confirmedText', { days: days.unconfirmed })
	return (
		<section aria-labelledby="availability-heading" className={`rounded-2xl p-5 ring-1 ${tones[state]}`}>
			<h2 id="availability-heading" className="text-lg font-semibold">{title}</h2>
			<p className="mt-1 text-sm">{explanation}</p>
			<Form method="post" className="mt-3 flex flex-wrap gap-3">
				<input type="hidden" name="intent" value="availability" />
				<SubmitButton name="answer" value="yes" pendingText={t('dashboard.saving')}>{t('dashboard.availability.yes')}</SubmitButton>
				<SubmitButton name="answer" value="no" variant="secondary" pendingText={t('dashboard.saving')}>{t('dashboard.availability.no')}</SubmitButton>
			</Form>
		</section>
	)
}

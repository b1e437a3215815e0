import { Form } from 'react-router'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useLocalePath } from '#app/i18n/i18n-context.tsx'
import type { calendarFeedPanel } from '#app/modules/appointments/calendar-feed.server.ts'

type Panel = Awaited<ReturnType<typeof calendarFeedPanel>>

/**
 * The dietitian's private calendar address on the dashboard (issue 45 point 1): the webcal:// link, the address to
 * paste, the steps for the three calendars most use, and "New address". Plain form posts: no JavaScript needed.
 */
export function CalendarFeedSection({ feed }: { feed: Panel | null }) {
	const localePath = useLocalePath()
	if (!feed) return null
	const { words } = feed
	return (
		<section id="calendar-feed" aria-labelledby="calendar-feed-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
			<h2 id="calendar-feed-heading" className="text-xl font-semibold text-ink">
				{words.title}
			</h2>
			<p className="mt-1 text-sm text-slate-600">{words.intro}</p>
			{feed.url && feed.webcal ? (
				<div className="mt-4 space-y-3">
					<a href={feed.webcal} className="inline-block text-sm font-medium text-brand-800 underline">
						{words.subscribe}
					</a>
					<div>
						<label htmlFor="calendar-feed-address" className="block text-sm font-medium text-slate-800">
							{words.addressLabel}
						</label>
						<input id="calendar-feed-address" readOnly value={feed.url} className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-xs" />
					</div>
					<ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
						<li>{words.google}</li>
						<li>{words.apple}</li>
						<li>{words.outlook}</li>
					</ul>
					<Form method="post" action={localePath('/viewprofile/calendar-feed')} className="flex flex-wrap items-center gap-3">
						<SubmitButton name="intent" value="rotate" variant="secondary" pendingText={words.rotating}>
							{words.rotate}
						</SubmitButton>
						<p className="text-xs text-slate-600">{words.rotateNote}</p>
					</Form>
				</div>
			) : (
				<Form method="post" action={localePath('/viewprofile/calendar-feed')} className="mt-4">
					<SubmitButton name="intent" value="create" pendingText={words.creating}>
						{words.create}
					</SubmitButton>
				</Form>
			)}
		</section>
	)
}

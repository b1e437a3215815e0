import { Form, Link } from 'react-router'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import type { DashboardAppointment, appointmentDashboard } from '#app/modules/appointments/appointment-dashboard.server.ts'

type Dashboard = Awaited<ReturnType<typeof appointmentDashboard>>
type OutsideHoursWords = Dashboard['outsideHoursWords']

/** A live request or visit the dietitian's current hours no longer cover (issue 43 point 8): still valid, marked. */
function OutsideHoursMark({ words }: { words: OutsideHoursWords }) {
	return <p className="mt-2 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">{words.mark}</p>
}

/** A busy time read from the dietitian's own calendar overlaps this visit (issue 45 point 3). */
function BusyInCalendarMark({ words }: { words: OutsideHoursWords }) {
	return (
		<>
			<p className="mt-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{words.busyMark}</p>
			<p className="mt-1 text-xs text-slate-700">{words.busyHelp}</p>
		</>
	)
}

function Visitor({ appointment }: { appointment: DashboardAppointment }) {
	return (
		<>
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<p className="font-semibold text-ink">{appointment.when}</p>
				<p className="text-xs text-slate-600">{appointment.statusLabel}</p>
			</div>
			<p className="mt-1 text-sm text-slate-700">
				{appointment.what} · {appointment.name} ·{' '}
				<a className="break-all underline" href={`mailto:${appointment.email}`}>
					{appointment.email}
				</a>
				{appointment.phone ? <> · {appointment.phone}</> : null} · {appointment.insurance}
			</p>
		</>
	)
}

function Reason({ appointment }: { appointment: DashboardAppointment }) {
	// Erased 30 days after the visit or after the request ended (docs/decisions/116).
	return appointment.reason ? <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{appointment.reason}</p> : null
}

type Proposable = Dashboard['proposable']

/**
 * "Propose another time": one of the dietitian's openings of the visit's kind, sent to the visitor to accept by
 * a link (a plain form: no JavaScript needed). The visit keeps its time until the visitor accepts.
 */
function ProposeTime({ appointment, proposable }: { appointment: DashboardAppointment; proposable: Proposable }) {
	const t = useT()
	const localePath = useLocalePath()
	const times = proposable[appointment.kind] ?? []
	if (times.length === 0) return null
	return (
		<details className="min-w-0 basis-full sm:basis-auto">
			<summary className="inline-block cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">{t('dashboard.appointments.proposeOpen')}</summary>
			<Form method="post" action={localePath(`/viewprofile/appointments/${appointment.id}`)} className="mt-2 space-y-2">
				<label htmlFor={`propose-start-${appointment.id}`} className="block text-sm font-medium text-slate-800">
					{t('dashboard.appointments.newTime')}
				</label>
				<select id={`propose-start-${appointment.id}`} name="start" className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm">
					{times.map((time) => (
						<option key={time.start} value={time.start}>
							{time.label}
						</option>
					))}
				</select>
				<SubmitButton name="intent" value="propose" variant="secondary" pendingText={t('dashboard.appointments.proposing')}>
					{t('dashboard.appointments.proposeThis')}
				</SubmitButton>
			</Form>
		</details>
	)
}

function Pending({ appointment, proposable, words }: { appointment: DashboardAppointment; proposable: Proposable; words: OutsideHoursWords }) {
	const t = useT()
	const localePath = useLocalePath()
	const action = localePath(`/viewprofile/appointments/${appointment.id}`)
	return (
		<li className="rounded-xl border border-amber-300 bg-amber-50/40 p-4" data-appointment={appointment.id}>
			<Visitor appointment={appointment} />
			{appointment.moves ? <p className="mt-1 text-sm font-medium text-amber-900">{t('dashboard.appointments.moves', { from: appointment.moves })}</p> : null}
			{appointment.outsideHours ? (
				<>
					<OutsideHoursMark words={words} />
					<p className="mt-1 text-xs text-slate-700">{words.help}</p>
				</>
			) : null}
			{appointment.busyInCalendar ? <BusyInCalendarMark words={words} /> : null}
			<Reason appointment={appointment} />
			{appointment.replyBy ? <p className="mt-2 text-xs text-amber-900">{t('dashboard.appointments.answerBy', { due: appointment.replyBy })}</p> : null}
			<div className="mt-3 flex flex-wrap items-start gap-3">
				<Form method="post" action={action}>
					<SubmitButton name="intent" value="confirm" pendingText={t('dashboard.appointments.confirming')} aria-label={t('dashboard.appointments.confirmOf', { name: appointment.name, when: appointment.when })}>
						{t('dashboard.appointments.confirm')}
					</SubmitButton>
				</Form>
				{appointment.outsideHours || appointment.busyInCalendar ? (
					// One click: declined, and the visitor is mailed the next openings with a link to choose one.
					<Form method="post" action={action}>
						<input type="hidden" name="propose" value="on" />
						<SubmitButton name="intent" value="decline" variant="secondary" pendingText={t('dashboard.appointments.declining')} aria-label={`${words.declineAndOffer}: ${appointment.name}, ${appointment.when}`}>
							{words.declineAndOffer}
						</SubmitButton>
					</Form>
				) : null}
				<details className="min-w-0 basis-full sm:basis-auto">
					<summary className="inline-block cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">{t('dashboard.appointments.declineOpen')}</summary>
					<Form method="post" action={action} className="mt-2 space-y-2">
						<label htmlFor={`decline-note-${appointment.id}`} className="block text-sm font-medium text-slate-800">
							{t('dashboard.appointments.note')}
						</label>
						<textarea id={`decline-note-${appointment.id}`} name="note" rows={2} maxLength={500} className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm" />
						<label className="flex items-center gap-2 text-sm text-slate-800">
							<input type="checkbox" name="propose" className="size-4 accent-brand-700" />
							{t('dashboard.appointments.proposeAnother')}
						</label>
						<SubmitButton name="intent" value="decline" variant="secondary" pendingText={t('dashboard.appointments.declining')}>
							{t('dashboard.appointments.decline')}
						</SubmitButton>
					</Form>
				</details>
				{appointment.moves ? null : <ProposeTime appointment={appointment} proposable={proposable} />}
			</div>
		</li>
	)
}

function Upcoming({ appointment, proposable, words }: { appointment: DashboardAppointment; proposable: Proposable; words: OutsideHoursWords }) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<li className="rounded-xl border border-slate-200 p-4" data-appointment={appointment.id}>
			<Visitor appointment={appointment} />
			{appointment.outsideHours ? <OutsideHoursMark words={words} /> : null}
			{appointment.busyInCalendar ? <BusyInCalendarMark words={words} /> : null}
			<Reason appointment={appointment} />
			<div className="mt-3">
				<ProposeTime appointment={appointment} proposable={proposable} />
			</div>
			<details className="mt-3">
				<summary className="cursor-pointer text-sm font-medium text-brand-800">{t('dashboard.appointments.cancelOpen')}</summary>
				<Form method="post" action={localePath(`/viewprofile/appointments/${appointment.id}`)} className="mt-2">
					<p className="mb-2 text-sm text-slate-700">{t('dashboard.appointments.cancelNote')}</p>
					<SubmitButton name="intent" value="cancel" variant="secondary" pendingText={t('dashboard.appointments.cancelling')}>
						{t('dashboard.appointments.cancel')}
					</SubmitButton>
				</Form>
			</details>
		</li>
	)
}

type PastAppointment = Dashboard['past'][number]

function Past({ appointment }: { appointment: PastAppointment }) {
	const t = useT()
	const localePath = useLocalePath()
	// A confirmed visit in the past took place (as far as the site knows), unless the dietitian marked it.
	const shown =
		appointment.notHeld === 'marked'
			? { ...appointment, statusLabel: t('dashboard.status.notHeld') }
			: appointment.status === 'confirmed'
				? { ...appointment, statusLabel: t('dashboard.status.tookPlace') }
				: appointment
	return (
		<li className="rounded-xl border border-slate-100 bg-slate-50 p-3" data-appointment={appointment.id}>
			<Visitor appointment={shown} />
			{appointment.declined?.note ? <p className="mt-1 text-xs text-slate-600">{t('dashboard.appointments.yourNote', { note: appointment.declined.note })}</p> : null}
			{appointment.notHeld === 'can-mark' ? (
				<Form method="post" action={localePath(`/viewprofile/visits/${appointment.id}/not-held`)} className="mt-2">
					<p className="mb-1 text-xs text-slate-600">{t('dashboard.notHeld.help')}</p>
					<SubmitButton variant="secondary" pendingText={t('dashboard.notHeld.saving')}>
						{t('dashboard.status.notHeld')}
					</SubmitButton>
				</Form>
			) : null}
		</li>
	)
}

function Group({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
	return (
		<div>
			<h3 className="text-sm font-semibold text-slate-700">
				{title} {children.length ? <span className="text-slate-500">({children.length})</span> : null}
			</h3>
			{children.length ? <ul className="mt-2 space-y-3">{children}</ul> : <p className="mt-1 text-sm text-slate-600">{empty}</p>}
		</div>
	)
}

/** /viewprofile's appointments (issue 29): requests to answer first, then confirmed visits, then past ones. */
export function AppointmentsPanel({ appointments }: { appointments: Dashboard | null }) {
	const t = useT()
	const localePath = useLocalePath()
	if (!appointments) return null
	const { pending, upcoming, past } = appointments
	return (
		<section id="appointments" aria-labelledby="appointments-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h2 id="appointments-heading" className="text-xl font-semibold text-ink">
					{t('dashboard.appointments.title')} {pending.length ? <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900">{t('dashboard.appointments.toAnswer', { count: pending.length })}</span> : null}
				</h2>
				<Link to={localePath('/viewprofile/edit/appointments')} className="text-sm font-medium text-brand-800 underline">
					{t('dashboard.appointments.settings')}
				</Link>
			</div>
			<p className="mt-1 text-sm text-slate-600">
				{appointments.hasAvailability
					? appointments.nextOpening
						? t('dashboard.appointments.nextOpening', { when: appointments.nextOpening })
						: t('dashboard.appointments.noOpenings')
					: t('dashboard.appointments.setHours')}
			</p>
			<div className="mt-4 space-y-6">
				<Group title={t('dashboard.appointments.waiting')} empty={t('dashboard.appointments.noneWaiting')}>
					{pending.map((appointment) => (
						<Pending key={appointment.id} appointment={appointment} proposable={appointments.proposable} words={appointments.outsideHoursWords} />
					))}
				</Group>
				<Group title={t('dashboard.appointments.upcoming')} empty={t('dashboard.appointments.noneUpcoming')}>
					{upcoming.map((appointment) => (
						<Upcoming key={appointment.id} appointment={appointment} proposable={appointments.proposable} words={appointments.outsideHoursWords} />
					))}
				</Group>
				<Group title={t('dashboard.appointments.past')} empty={t('dashboard.appointments.nonePast')}>
					{past.map((appointment) => (
						<Past key={appointment.id} appointment={appointment} />
					))}
				</Group>
			</div>
		</section>
	)
}

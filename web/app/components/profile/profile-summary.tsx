import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { EditSectionDialog } from './edit-section-dialog.tsx'
import type { ProfileValues } from './profile-fields.tsx'
import type { SectionName } from './profile-sections.tsx'
import type { userWithProfile } from '#app/modules/profiles/own-profile.server.ts'
import { dayNames, hoursText } from './day-names.ts'
import { languageNames } from './language-names.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { specialtyText } from '#app/modules/directory/specialty-messages.ts'
import { weekDays } from '#app/modules/profiles/office-hours.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'

type Own = NonNullable<Awaited<ReturnType<typeof userWithProfile>>>

/** A section of the profile; `edit` is its edit control (a dialog on /viewprofile) or a link elsewhere. */
function Block({ title, edit, children }: { title: string; edit?: ReactNode; children: ReactNode }) {
	return (
		<section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-label={title}>
			<div className="flex items-start justify-between gap-3">
				<h2 className="text-lg font-semibold text-ink">{title}</h2>
				{edit ?? null}
			</div>
			<div className="mt-3 space-y-1 text-sm text-slate-700">{children}</div>
		</section>
	)
}

const orNone = (value: string | null | undefined, none: string) => (value ? value : <span className="text-slate-500">{none}</span>)

/**
 * The owner's profile by section, as saved: the preview step of the set-up
 * and /viewprofile, which adds an Edit link to each section.
 */
export function ProfileSummary({ user, editable = false }: { user: Own; editable?: boolean }) {
	const t = useT()
	const localePath = useLocalePath()
	const p = user.profile
	if (!p) return null
	const notGiven = t('dashboard.summary.notGiven')
	const days = dayNames(t)
	const price = (dollars: number) => formatPrice(Math.round(dollars * 100))
	const first = p.self_pay_first_visit != null ? price(p.self_pay_first_visit) : null
	const followUp = p.self_pay_follow_up != null ? price(p.self_pay_follow_up) : null
	const values: ProfileValues = { ...p }
	const edit = (section: SectionName) => (editable ? <EditSectionDialog section={section} values={values} avatar={p.avatar} /> : undefined)
	const paragraphs = (p.summary ?? '').split(/\n{2,}/).filter(Boolean)
	return (
		<div className="grid gap-4 md:grid-cols-2">
			<Block title={t('dashboard.section.photo')} edit={edit('photo')}>
				<div className="flex items-center gap-4">
					{p.avatar ? <img src={p.avatar} alt={t('dashboard.summary.yourPhoto')} width={72} height={72} className="size-18 rounded-full object-cover" /> : <span className="text-slate-500">{t('dashboard.summary.noPhoto')}</span>}
					<ul>
						{(['facebook', 'instagram', 'twitter'] as const).map((name) => (p[name] ? <li key={name} className="break-all">{p[name]}</li> : null))}
					</ul>
				</div>
			</Block>
			<Block title={t('dashboard.section.titleWebsite')} edit={edit('title-website')}>
				<p className="font-medium text-slate-900">
					{user.first_name} {user.last_name}
					{p.credentials.length ? `, ${p.credentials.join(', ')}` : ''}
				</p>
				<p>{orNone(p.role, notGiven)}</p>
				<p>{orNone(p.profile_name, notGiven)}</p>
				{p.website_url ? <p className="break-all">{p.website_url}</p> : null}
			</Block>
			<Block title={t('dashboard.section.contactInfo')} edit={edit('contact-info')}>
				<p>
					{p.street_address}
					{p.apt_suite ? `, ${p.apt_suite}` : ''}
				</p>
				<p>
					{p.city_name}, {p.state} {p.zipcode}
				</p>
				<p>
					{t('dashboard.summary.phone')}
					{orNone(p.office_number, notGiven)}
				</p>
				{/* Optional fields left empty are left out, not shown as "None". */}
				{p.office_fax ? (
					<p>
						{t('dashboard.summary.fax')}
						{p.office_fax}
					</p>
				) : null}
				<p className="break-all">
					{t('dashboard.summary.requestsEmail')}
					{orNone(p.business_email, notGiven)}
				</p>
			</Block>
			<Block title={t('dashboard.section.workingTime')} edit={edit('workingtime')}>
				<table className="w-full text-left">
					<tbody>
						{weekDays.map(([day]) => {
							const ranges = p.working_time?.[day] ?? []
							return (
								<tr key={day}>
									<th scope="row" className="py-0.5 pr-3 font-medium">
										{days[day]}
									</th>
									<td>{ranges.length ? ranges.map((range) => hoursText(t, range)).join(', ') : t('profile.hours.closed')}</td>
								</tr>
							)
						})}
					</tbody>
				</table>
				<p className="pt-1">{t(p.accepting_new_clients ? 'cards.availability.accepting' : 'cards.availability.notAccepting')}</p>
			</Block>
			<div className="md:col-span-2">
				<Block title={t('dashboard.section.summary')} edit={edit('summary')}>
					{paragraphs.length ? paragraphs.map((text, i) => <p key={i} className="whitespace-pre-line">{text}</p>) : orNone(null, notGiven)}
					{p.summary_es ? (
						<div className="mt-3 border-t border-slate-100 pt-3">
							<p className="text-xs font-semibold text-slate-600">{t('dashboard.summary.inSpanish')}</p>
							<div lang="es">
								{p.summary_es.split(/\n{2,}/).filter(Boolean).map((text, i) => <p key={i} className="whitespace-pre-line">{text}</p>)}
							</div>
						</div>
					) : null}
				</Block>
			</div>
			<Block
				title={t('dashboard.section.services')}
				edit={
					editable ? (
						<Link to={localePath('/setupprofile?step=2')} className="rounded-lg px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50" aria-label={t('dashboard.summary.editServices')}>
							{t('dashboard.edit')}
						</Link>
					) : undefined
				}
			>
				<p>{p.specialties.map((key) => specialtyText(t, key)).join(' · ') || orNone(null, notGiven)}</p>
				<p>
					{[p.offers_in_person ? t('dashboard.summary.inPerson') : null, p.offers_telehealth ? t('dashboard.summary.telehealth', { states: p.telehealth_states.join(', ') }) : null].filter(Boolean).join(' · ')}
				</p>
				{p.insurance.length ? (
					<p>
						{t('dashboard.summary.insurance')}
						{p.insurance.join(', ')}
					</p>
				) : null}
				{p.self_pay_first_visit != null || p.self_pay_follow_up != null ? (
					<p>
						{/* The first-visit fee is also what the booking section shows for a first visit (issue 42.2). */}
						{first && followUp
							? t('profile.fees.firstAndFollowUp', { first, followUp })
							: first
								? t('profile.fees.firstOnly', { price: first })
								: t('profile.fees.followUpOnly', { price: followUp })}
					</p>
				) : null}
				{p.self_pay_min !== null || p.self_pay_max !== null ? (
					<p>
						{t('profile.services.selfPay', {
							fees: `${p.self_pay_min !== null ? `$${p.self_pay_min}` : ''}${p.self_pay_min !== null && p.self_pay_max !== null ? '–' : ''}${p.self_pay_max !== null ? `$${p.self_pay_max}` : ''}`,
						})}
					</p>
				) : null}
				<p>{t('dashboard.summary.languages', { languages: languageNames(t, p.languages) })}</p>
			</Block>
			<Block title={t('dashboard.section.education')} edit={edit('education')}>
				{p.education.length ? (
					<ul>
						{p.education.map((e, i) => (
							<li key={i}>
								{e.degree}, {e.school} ({e.year})
							</li>
						))}
					</ul>
				) : (
					orNone(null, notGiven)
				)}
			</Block>
		</div>
	)
}

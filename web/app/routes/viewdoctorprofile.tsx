import { data, Link } from 'react-router'
import type { Route } from './+types/viewdoctorprofile'
import { getPublicProfile } from '#app/modules/profiles/public-profile.server.ts'
import { specialtyLabel } from '#app/modules/profiles/taxonomy.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { isWebUrl } from '#app/modules/site/safe-url.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

const days = [
	['mon', 'Monday'],
	['tue', 'Tuesday'],
	['wed', 'Wednesday'],
	['thu', 'Thursday'],
	['fri', 'Friday'],
	['sat', 'Saturday'],
	['sun', 'Sunday'],
] as const

/** Spec §2 /viewdoctorprofile/{id}; ids may carry the spec's leading colon. */
export async function loader({ params }: Route.LoaderArgs) {
	const digits = (params.id ?? '').replace(/^:/, '')
	const id = /^\d{1,9}$/.test(digits) ? Number(digits) : null
	const found = id === null ? null : await getPublicProfile(id)
	if (!found || !['listed', 'not_listed'].includes(found.status)) throw data('Not found', { status: 404 })
	if (found.status === 'not_listed') throw data('not-listed', { status: 410 })
	return { ...found, canonical: new URL(`/viewdoctorprofile/${found.id}`, getEnv().SITE_URL).toString() }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
	if (!loaderData) return pageMeta('Dietitian not found', 'This dietitian is not in the directory.')
	const { firstName, lastName, profile } = loaderData
	const name = `${firstName} ${lastName}${profile.credentials.length ? `, ${profile.credentials.join(', ')}` : ''}`
	return [
		...pageMeta(`${name} – ${profile.role ?? 'Registered Dietitian'} in ${profile.cityName}, ${profile.state}`, (profile.summary ?? '').slice(0, 160)),
		{ tagName: 'link', rel: 'canonical', href: loaderData.canonical },
	]
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
	return (
		<section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
			<h2 className="text-lg font-semibold text-ink">{title}</h2>
			<div className="mt-3 text-slate-700">{children}</div>
		</section>
	)
}

const money = (cents: number | null) => (cents === null ? null : `$${Math.round(cents / 100)}`)

export default function DietitianProfile({ loaderData }: Route.ComponentProps) {
	const { firstName, lastName, profile } = loaderData
	const address = [profile.streetAddress, profile.aptSuite, `${profile.cityName}, ${profile.state} ${profile.zipcode}`].filter(Boolean).join(', ')
	const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
	const socials = [
		['Facebook', profile.facebook],
		['Instagram', profile.instagram],
		['X (Twitter)', profile.twitter],
	].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && isWebUrl(entry[1]))
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<header className="flex flex-wrap items-center gap-5">
				<div aria-hidden="true" className="flex size-24 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-900">
					{`${firstName[0] ?? ''}${lastName[0] ?? ''}`}
				</div>
				<div>
					<h1 className="text-3xl font-bold tracking-tight text-ink">
						{firstName} {lastName}
						{profile.credentials.length ? <span className="text-slate-600">, {profile.credentials.join(', ')}</span> : null}
					</h1>
					<p className="mt-1 text-lg text-slate-700">{profile.role}</p>
					<p className="mt-2 flex flex-wrap gap-2 text-sm">
						<span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800" title="An administrator checked the NPI, CDR registration and state licence; the plan is active">
							✓ Verified
						</span>
						{profile.acceptingNewClients ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">Accepting new clients</span> : <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">Not accepting new clients</span>}
					</p>
				</div>
			</header>

			<div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
				<div className="space-y-6">
					<Section title="About">
						<div className="space-y-3">
							{(profile.summary ?? '').split(/\n{2,}/).map((paragraph, index) => (
								<p key={index}>{paragraph}</p>
							))}
						</div>
					</Section>
					<Section title="Specialties">
						<ul className="flex flex-wrap gap-2">
							{profile.specialties.map((key) => (
								<li key={key} className="rounded-full bg-slate-100 px-3 py-1 text-sm">{specialtyLabel(key)}</li>
							))}
						</ul>
					</Section>
					<Section title="Services and fees">
						<ul className="space-y-1">
							{profile.offersInPerson ? <li>In person at the office</li> : null}
							{profile.offersTelehealth ? <li>Telehealth (video) for clients in {profile.telehealthStates.join(', ')}</li> : null}
							<li>Insurance: {profile.insurance.length ? profile.insurance.join(', ') : 'none listed'}</li>
							{profile.selfPayMinCents !== null ? (
								<li>
									Self-pay: {money(profile.selfPayMinCents)}
									{profile.selfPayMaxCents !== null ? `–${money(profile.selfPayMaxCents)}` : ''} a visit
								</li>
							) : null}
							<li>Languages: {profile.languages.join(', ')}</li>
						</ul>
					</Section>
					{profile.education.length ? (
						<Section title="Education">
							<ul className="space-y-1">
								{profile.education.map((entry) => (
									<li key={`${entry.degree}-${entry.year}`}>
										{entry.degree}, {entry.school} ({entry.year})
									</li>
								))}
							</ul>
						</Section>
					) : null}
				</div>
				<aside className="space-y-6">
					<Section title="Office">
						<address className="not-italic">{address}</address>
						<p className="mt-2">
							<a className="font-medium text-brand-800 underline" href={directions} rel="noopener nofollow">
								Get directions
							</a>
						</p>
						{profile.officeNumber ? (
							<p className="mt-3">
								Phone: <a className="underline" href={`tel:${profile.officeNumber.replace(/[^\d+]/g, '')}`}>{profile.officeNumber}</a>
							</p>
						) : null}
						{profile.officeFax ? <p>Fax: {profile.officeFax}</p> : null}
						{profile.websiteUrl && isWebUrl(profile.websiteUrl) ? (
							<p className="mt-2">
								<a className="text-brand-800 underline" href={profile.websiteUrl} rel="noopener nofollow">
									Website
								</a>
							</p>
						) : null}
						{socials.length ? (
							<ul className="mt-2 flex gap-3 text-sm">
								{socials.map(([label, url]) => (
									<li key={label}>
										<a className="underline" href={url} rel="noopener nofollow me">{label}</a>
									</li>
								))}
							</ul>
						) : null}
					</Section>
					{profile.workingTime ? (
						<Section title="Working hours">
							<table className="w-full text-sm">
								<caption className="sr-only">Office hours by day</caption>
								<tbody>
									{days.map(([key, label]) => {
										const ranges = profile.workingTime?.[key] ?? []
										return (
											<tr key={key} className="border-b border-slate-100 last:border-0">
												<th scope="row" className="py-1.5 pr-3 text-left font-medium">{label}</th>
												<td className="py-1.5 text-right">{ranges.length ? ranges.map((r) => `${r.from}–${r.to}`).join(', ') : 'Closed'}</td>
											</tr>
										)
									})}
								</tbody>
							</table>
						</Section>
					) : null}
				</aside>
			</div>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const gone = (error as { status?: number })?.status === 410
	return (
		<div className="mx-auto max-w-xl px-4 py-24 text-center">
			<h1 className="text-3xl font-bold text-ink">{gone ? 'This dietitian is not currently listed' : 'Dietitian not found'}</h1>
			<p className="mt-4 text-slate-600">
				{gone ? 'Their listing is paused. Other registered dietitians near you are a search away.' : 'There is no dietitian at this address in the directory.'}
			</p>
			<Link to="/search" className="mt-8 inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
				Find a dietitian
			</Link>
		</div>
	)
}

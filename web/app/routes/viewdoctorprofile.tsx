import { data, Link } from 'react-router'
import type { Route } from './+types/viewdoctorprofile'
import { ContactForm } from '#app/components/profile/contact-form.tsx'
import { OfficeHoursTable } from '#app/components/profile/office-hours-table.tsx'
import { VerifiedBadge } from '#app/components/profile/verified-badge.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { handleContactForm } from '#app/modules/leads/contact-form-action.server.ts'
import { loadProfilePage, parseProfileId } from '#app/modules/profiles/profile-page.server.ts'
import { profileJsonLd } from '#app/modules/profiles/profile-json-ld.ts'
import { verifiedText } from '#app/modules/profiles/verified-text.ts'
import { specialtyLabel } from '#app/modules/profiles/taxonomy.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { formatDay } from '#app/modules/site/format-date.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { isWebUrl } from '#app/modules/site/safe-url.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

/** Spec §2 /viewdoctorprofile/{id}; ids may carry the spec's leading colon. */
// The structured data, the specialty labels, the checked links and the dates are made here, so the page's script carries none of their code.
export async function loader({ request, params }: Route.LoaderArgs) {
	const page = await loadProfilePage(request, params.id)
	const { firstName, lastName, profile } = page
	const website = profile.websiteUrl && isWebUrl(profile.websiteUrl) ? [profile.websiteUrl] : ([] as string[])
	const jsonLd = profileJsonLd({
		url: page.canonical,
		name: `${firstName} ${lastName}`,
		image: page.avatar,
		jobTitle: profile.role,
		credentials: profile.credentials,
		specialties: profile.specialties.map(specialtyLabel),
		languages: profile.languages,
		description: metaDescription(profile.summary),
		businessName: profile.profileName,
		telephone: profile.officeNumber,
		faxNumber: profile.officeFax,
		address: { streetAddress: [profile.streetAddress, profile.aptSuite].filter(Boolean).join(', '), addressLocality: profile.cityName ?? '', addressRegion: profile.state ?? '', postalCode: profile.zipcode ?? '' },
		workingTime: profile.workingTime,
		sameAs: [...socialLinks(profile).map(([, url]) => url), ...website],
		updatedAt: new Date(profile.updatedAt).toISOString(),
	})
	return {
		...page,
		articles: page.articles.map((article) => ({ ...article, publishedOn: article.publishedDate ? formatDay(article.publishedDate) : null })),
		specialtyLabels: profile.specialties.map(specialtyLabel),
		socials: socialLinks(profile),
		verifiedText: verifiedText(page.checked, profile.approvedAt),
		websiteUrl: website[0] ?? null,
		jsonLd,
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const id = parseProfileId(params.id)
	if (request.method !== 'POST') throw data('Use POST', { status: 405 })
	return handleContactForm(request, id, context.get(clientIpContext))
}

type Profile = Awaited<ReturnType<typeof loadProfilePage>>['profile']

const metaDescription = (summary: string | null) => (summary ?? '').replace(/\s+/g, ' ').slice(0, 160)

const fullName = (firstName: string, lastName: string, profile: Profile) =>
	`${firstName} ${lastName}${profile.credentials.length ? `, ${profile.credentials.join(', ')}` : ''}`

const officeAddress = (profile: Profile) => [profile.streetAddress, profile.aptSuite, `${profile.cityName}, ${profile.state} ${profile.zipcode}`].filter(Boolean).join(', ')

const socialLinks = (profile: Profile) =>
	(
		[
			['Facebook', profile.facebook],
			['Instagram', profile.instagram],
			['X (Twitter)', profile.twitter],
		] as [string, string | null][]
	).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && isWebUrl(entry[1]))

export const meta: Route.MetaFunction = ({ loaderData }) => {
	if (!loaderData) return pageMeta('Dietitian not found', 'This dietitian is not in the directory.')
	const { firstName, lastName, profile } = loaderData
	const name = fullName(firstName, lastName, profile)
	const description = metaDescription(profile.summary)
	return [
		...pageMeta(`${name} – ${profile.role ?? 'Registered Dietitian'} in ${profile.cityName}, ${profile.state}`, description),
		{ tagName: 'link', rel: 'canonical', href: loaderData.canonical },
		{ property: 'og:type', content: 'profile' },
		{ property: 'og:url', content: loaderData.canonical },
		{ property: 'profile:first_name', content: firstName },
		{ property: 'profile:last_name', content: lastName },
		...(loaderData.avatar ? [{ property: 'og:image', content: loaderData.avatar }] : []),
		...(loaderData.preview ? [{ name: 'robots', content: 'noindex' }] : []),
		{ 'script:ld+json': loaderData.jsonLd },
	]
}

const previewLabels: Record<string, string> = {
	draft: 'a draft: visitors get “not found”',
	pending: 'waiting for approval: visitors get “not found”',
	rejected: 'not approved: visitors get “not found”',
	suspended: 'suspended: visitors get “not found”',
	not_listed: 'not listed (no active plan): visitors see “not currently listed”',
}

export default function DietitianProfile({ loaderData, actionData }: Route.ComponentProps) {
	const { id, firstName, lastName, profile, preview, articles, socials, websiteUrl } = loaderData
	const address = officeAddress(profile)
	const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
	const name = `${firstName} ${lastName}`
	const takesMessages = loaderData.acceptsRequests && !preview
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			{preview ? (
				<p role="note" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
					<strong>Preview.</strong> This profile is {previewLabels[preview] ?? preview}. Only you and administrators see this page.
				</p>
			) : (
				// Counts the view; an image so it is counted even when a shared cache serves the page.
				<img src={`/viewdoctorprofile/${id}/seen`} alt="" width={1} height={1} className="absolute size-px opacity-0" />
			)}
			<header className="flex flex-wrap items-center gap-5">
				{loaderData.avatar ? (
					<img src={loaderData.avatar} alt={`Photo of ${name}`} width={96} height={96} className="size-24 rounded-full object-cover" />
				) : (
					<div aria-hidden="true" className="flex size-24 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-900">
						{`${firstName[0] ?? ''}${lastName[0] ?? ''}`}
					</div>
				)}
				<div className="min-w-0 flex-1 basis-56">
					<h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
						{name}
						{profile.credentials.length ? <span className="text-slate-600">, {profile.credentials.join(', ')}</span> : null}
					</h1>
					<p className="mt-1 text-lg text-slate-700">{profile.role}</p>
					<p className="mt-2 flex flex-wrap gap-2 text-sm">
						{preview ? null : <VerifiedBadge text={loaderData.verifiedText} />}
						{profile.acceptingNewClients ? (
							<span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">Accepting new clients</span>
						) : (
							<span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">Not accepting new clients</span>
						)}
					</p>
				</div>
				{takesMessages ? (
					<a href="#contact" className="inline-flex rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
						Send a message
					</a>
				) : null}
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
							{loaderData.specialtyLabels.map((label) => (
								<li key={label} className="rounded-full bg-slate-100 px-3 py-1 text-sm">
									{label}
								</li>
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
									Self-pay: {formatPrice(profile.selfPayMinCents)}
									{profile.selfPayMaxCents !== null ? `–${formatPrice(profile.selfPayMaxCents)}` : ''} a visit
								</li>
							) : null}
							<li>Languages: {profile.languages.join(', ')}</li>
							<li>{profile.acceptingNewClients ? 'Accepting new clients' : 'Not accepting new clients at the moment'}</li>
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
					{articles.length ? (
						<Section title="Articles in the Authors Digest">
							<ul className="space-y-3">
								{articles.map((article) => (
									<li key={article.id}>
										<Link to={`/singlepost/${article.id}`} className="font-medium text-brand-800 underline">
											{article.title}
										</Link>
										{article.publishedOn ? <span className="text-sm text-slate-600"> · {article.publishedOn}</span> : null}
										{article.summary ? <p className="text-sm">{article.summary}</p> : null}
									</li>
								))}
							</ul>
						</Section>
					) : null}
					<Section title={`Contact ${name}`} id="contact">
						{takesMessages ? (
							<ContactForm dietitianName={name} answer={actionData} />
						) : loaderData.acceptsRequests ? (
							<p>Visitors write to you here once the profile is listed.</p>
						) : (
							<p>
								{name} does not take messages through the directory.
								{profile.officeNumber ? ` Call the office at ${profile.officeNumber}.` : ' Reach the office at the address on this page.'}
							</p>
						)}
					</Section>
				</div>
				<aside className="space-y-6" aria-label="Office and hours">
					<Section title="Office">
						<address className="not-italic">{address}</address>
						<p className="mt-2">
							<a className="font-medium text-brand-800 underline" href={directions} rel="noopener nofollow">
								Get directions
							</a>
						</p>
						{profile.officeNumber ? (
							<p className="mt-3">
								Phone:{' '}
								<a className="underline" href={`tel:${profile.officeNumber.replace(/[^\d+]/g, '')}`}>
									{profile.officeNumber}
								</a>
							</p>
						) : null}
						{profile.officeFax ? <p>Fax: {profile.officeFax}</p> : null}
						{takesMessages ? (
							<p className="mt-1">
								E-mail:{' '}
								<a className="underline" href="#contact">
									through the contact form
								</a>
							</p>
						) : null}
						{websiteUrl ? (
							<p className="mt-2">
								<a className="text-brand-800 underline" href={websiteUrl} rel="noopener nofollow">
									Website
								</a>
							</p>
						) : null}
						{socials.length ? (
							<ul className="mt-2 flex gap-3 text-sm" aria-label="Social media">
								{socials.map(([label, url]) => (
									<li key={label}>
										<a className="underline" href={url} rel="noopener nofollow me">
											{label}
										</a>
									</li>
								))}
							</ul>
						) : null}
					</Section>
					{profile.workingTime ? (
						<Section title="Working hours">
							<OfficeHoursTable workingTime={profile.workingTime} timeZone={loaderData.timeZone} zoneName={loaderData.zoneName} />
						</Section>
					) : null}
					<Section title="Share">
						<p className="text-sm">
							Short link:{' '}
							<a className="break-all text-brand-800 underline" href={loaderData.shortUrl}>
								{loaderData.shortUrl}
							</a>
						</p>
					</Section>
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

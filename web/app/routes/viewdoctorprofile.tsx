import { data, isRouteErrorResponse, Link } from 'react-router'
import type { Route } from './+types/viewdoctorprofile'
import { ProfileOpenings } from '#app/components/appointments/profile-openings.tsx'
import { ContactForm } from '#app/components/profile/contact-form.tsx'
import { OfficeHoursTable } from '#app/components/profile/office-hours-table.tsx'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { ProfilePageAbout } from '#app/components/profile/profile-page-about.tsx'
import { ProfilePageArticles } from '#app/components/profile/profile-page-articles.tsx'
import { ProfilePageHeader } from '#app/components/profile/profile-page-header.tsx'
import { ProfilePageOffice } from '#app/components/profile/profile-page-office.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { ProfilePageServices } from '#app/components/profile/profile-page-services.tsx'
import { ProfilePreviewNote } from '#app/components/profile/profile-preview-note.tsx'
import { ProfileMedicareSection } from '#app/components/medicare/profile-medicare-section.tsx'
import { profileOpenings } from '#app/modules/appointments/profile-openings.server.ts'
import { handleContactForm } from '#app/modules/leads/contact-form-action.server.ts'
import { replyFigures } from '#app/modules/leads/contact-replies.server.ts'
import { loadProfilePage, parseProfileId } from '#app/modules/profiles/profile-page.server.ts'
import { profileDescription } from '#app/modules/profiles/profile-description.ts'
import { profileJsonLd } from '#app/modules/profiles/profile-json-ld.ts'
import { profileLinks } from '#app/modules/profiles/profile-links.ts'
import { feesText } from '#app/modules/profiles/self-pay-text.ts'
import { checkLine, verifiedText } from '#app/modules/profiles/verified-text.ts'
import { availabilityText } from '#app/modules/profiles/availability-text.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import type { PausedListing } from '#app/modules/profiles/profile-page.server.ts'
import { specialtyLabel } from '#app/modules/profiles/taxonomy.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { formatDay } from '#app/modules/site/format-date.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

/** Spec §2 /viewdoctorprofile/{id}; ids may carry the spec's leading colon. */
// The structured data, the specialty labels, the checked links, the dates, the description and the fees are made here, so the page's script carries none of their code.
export async function loader({ request, params }: Route.LoaderArgs) {
	const page = await loadProfilePage(request, params.id)
	const links = profileLinks(page.profile)
	const url = new URL(request.url)
	// Openings only on a listed profile whose plan includes booking (a preview books nothing).
	const openings = page.preview ? null : await profileOpenings(page.id, { kind: url.searchParams.get('kind'), tz: url.searchParams.get('tz') })
	return {
		i18n: pageI18n(request, ['profile-about']),
		openings,
		...page,
		articles: page.articles.map((article) => ({ ...article, publishedOn: article.publishedDate ? formatDay(article.publishedDate) : null })),
		specialtyLabels: page.profile.specialties.map(specialtyLabel),
		socials: links.socials,
		verifiedText: verifiedText(page.checks, now()),
		checkLines: page.checks.map(checkLine),
		availability: availabilityText(page.profile.acceptingNewClients, page.availability.state, page.availability.confirmedAt),
		websiteUrl: links.website,
		description: profileDescription(page.about.text),
		fees: feesText(page.profile),
		jsonLd: profileJsonLd(page),
		// From real requests only, and nothing before there are enough of them (issue 30).
		replies: page.acceptsRequests ? await replyFigures(page.id) : null,
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const id = parseProfileId(params.id)
	if (request.method !== 'POST') throw data('Use POST', { status: 405 })
	return handleContactForm(request, id, context.get(clientIpContext))
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
	if (!loaderData) return pageMeta('Dietitian not found', 'This dietitian is not in the directory.')
	const { firstName, lastName, profile } = loaderData
	const name = `${firstName} ${lastName}${profile.credentials.length ? `, ${profile.credentials.join(', ')}` : ''}`
	return [
		...pageMeta(`${name} – ${profile.role ?? 'Registered Dietitian'} in ${profile.cityName}, ${profile.state}`, loaderData.description),
		{ tagName: 'link', rel: 'canonical', href: loaderData.canonical },
		{ property: 'og:type', content: 'profile' },
		{ property: 'og:url', content: loaderData.canonical },
		{ property: 'profile:first_name', content: firstName },
		{ property: 'profile:last_name', content: lastName },
		...(loaderData.avatarAbsolute ? [{ property: 'og:image', content: loaderData.avatarAbsolute }] : []),
		...(loaderData.preview ? [{ name: 'robots', content: 'noindex' }] : []),
		{ 'script:ld+json': loaderData.jsonLd },
	]
}

export default function DietitianProfile({ loaderData, actionData }: Route.ComponentProps) {
	const { id, firstName, lastName, profile, preview, articles } = loaderData
	const name = `${firstName} ${lastName}`
	const takesMessages = loaderData.acceptsRequests && !preview
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			{preview ? (
				<ProfilePreviewNote status={preview} />
			) : (
				// Counts the view; an image so it is counted even when a shared cache serves the page.
				<img src={`/viewdoctorprofile/${id}/seen`} alt="" width={1} height={1} className="absolute size-px opacity-0" />
			)}
			<ProfilePageHeader
				firstName={firstName}
				lastName={lastName}
				avatar={loaderData.avatar}
				profile={profile}
				verifiedText={preview ? null : loaderData.verifiedText}
				availability={loaderData.availability}
				takesMessages={takesMessages}
			/>

			<div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
				<div className="space-y-6">
					<ProfilePageAbout about={loaderData.about} />
					{loaderData.openings ? (
						<Section title="Book an appointment" id="book">
							<ProfileOpenings id={id} name={name} openings={loaderData.openings} />
						</Section>
					) : null}
					<Section title="Specialties">
						<ul className="flex flex-wrap gap-2">
							{loaderData.specialtyLabels.map((label) => (
								<li key={label} className="rounded-full bg-slate-100 px-3 py-1 text-sm">
									{label}
								</li>
							))}
						</ul>
					</Section>
					<ProfilePageServices profile={profile} fees={loaderData.fees} availability={loaderData.availability.text} />
					<Section title="Credentials checked">
						{loaderData.checkLines.length ? (
							<ul className="space-y-1">
								{loaderData.checkLines.map((line) => (
									<li key={line}>{line}</li>
								))}
							</ul>
						) : (
							<p>No credential check recorded yet.</p>
						)}
						<p className="mt-2 text-sm">
							<Link to="/verified" className="text-brand-800 underline">What “Verified” means</Link>
						</p>
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
					<ProfilePageArticles articles={articles} />
					<Section title={`Contact ${name}`} id="contact">
						{takesMessages && loaderData.replies ? <ReplyFigure figures={loaderData.replies} /> : null}
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
					<ProfilePageOffice profile={profile} takesMessages={takesMessages} websiteUrl={loaderData.websiteUrl} socials={loaderData.socials} />
					{profile.insurance.includes('Medicare') && !preview ? <ProfileMedicareSection id={id} name={name} /> : null}
					{profile.workingTime ? (
						<Section title="Working hours">
							<OfficeHoursTable workingTime={profile.workingTime} zoneOffsets={loaderData.zoneOffsets} zoneName={loaderData.zoneName} />
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

/** A paused listing's page: it says so and offers up to three dietitians like them. */
function PausedPage({ listing }: { listing: PausedListing }) {
	return (
		<div className="mx-auto max-w-xl px-4 py-24">
			<h1 className="text-3xl font-bold text-ink">{listing.name}’s listing is paused</h1>
			<p className="mt-4 text-slate-700">
				{listing.name} has not confirmed for 90 days whether they take new clients, so the listing is out of search until they do. Nothing about the dietitian was removed.
			</p>
			{listing.similar.length ? (
				<>
					<h2 className="mt-8 text-xl font-semibold text-ink">Dietitians like them who confirmed lately</h2>
					<ul className="mt-3 space-y-2">
						{listing.similar.map((other) => (
							<li key={other.id}>
								<Link to={other.url} className="font-medium text-brand-800 underline">
									{other.firstName} {other.lastName}
									{other.credentials.length ? `, ${other.credentials.join(', ')}` : ''}
								</Link>
								<span className="text-slate-600"> · {other.cityName}, {other.state}{other.accepting ? ' · Accepting new clients' : ''}</span>
							</li>
						))}
					</ul>
				</>
			) : null}
			<Link to="/search" className="mt-8 inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
				Find a dietitian
			</Link>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (isRouteErrorResponse(error) && error.status === 410 && (error.data as PausedListing | null)?.paused) return <PausedPage listing={error.data as PausedListing} />
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

/** "Usually replies within a day · 80% answered within 2 business days", from the last 90 days' requests. */
function ReplyFigure({ figures }: { figures: { medianWords: string; inTimeShare: number; requests: number } }) {
	return (
		<p className="mb-4 text-sm text-slate-700">
			<span className="font-semibold text-ink">{figures.medianWords}</span> · {Math.round(figures.inTimeShare * 100)}% of requests answered within 2 business days{' '}
			<span className="text-slate-600">(last 90 days, {figures.requests} requests)</span>
		</p>
	)
}

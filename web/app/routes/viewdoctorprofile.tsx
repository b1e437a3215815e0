import { data, isRouteErrorResponse, Link, useMatches } from 'react-router'
import type { Route } from './+types/viewdoctorprofile'
import { ProfileOpenings } from '#app/components/appointments/profile-openings.tsx'
import { ContactForm } from '#app/components/profile/contact-form.tsx'
import { OfficeHoursTable } from '#app/components/profile/office-hours-table.tsx'
import { officeDaysText } from '#app/components/profile/day-names.ts'
import { languageNames } from '#app/components/profile/language-names.ts'
import { ProfilePageAbout } from '#app/components/profile/profile-page-about.tsx'
import { ProfilePageArticles } from '#app/components/profile/profile-page-articles.tsx'
import { ProfilePageHeader } from '#app/components/profile/profile-page-header.tsx'
import { ProfilePageOffice } from '#app/components/profile/profile-page-office.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { ProfilePageServices } from '#app/components/profile/profile-page-services.tsx'
import { ProfilePreviewNote } from '#app/components/profile/profile-preview-note.tsx'
import { ProfileReviews } from '#app/components/profile/profile-reviews.tsx'
import { ProfileMedicareSection } from '#app/components/medicare/profile-medicare-section.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localizePath } from '#app/i18n/locale.ts'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { profileOpenings } from '#app/modules/appointments/profile-openings.server.ts'
import { handleContactForm } from '#app/modules/leads/contact-form-action.server.ts'
import { replyFigures } from '#app/modules/leads/contact-replies.server.ts'
import { loadProfilePage, parseProfileId } from '#app/modules/profiles/profile-page.server.ts'
import { profileDescription } from '#app/modules/profiles/profile-description.ts'
import { profileJsonLd } from '#app/modules/profiles/profile-json-ld.ts'
import { profileLinks } from '#app/modules/profiles/profile-links.ts'
import { profileReviews } from '#app/modules/reviews/profile-review-section.server.ts'
import { availabilityWords, checkLineText, dayText, feesWords, replyWords, verifiedTooltip, zoneNameText } from '#app/modules/profiles/profile-page-texts.server.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import type { PausedListing } from '#app/modules/profiles/profile-page.server.ts'
import { specialtyText } from '#app/modules/directory/specialty-messages.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { SiteErrorView } from '#app/components/site-error-view.tsx'
import { titleText } from '#app/modules/profiles/professional-titles.ts'

/**
 * The messages the profile page and its components use (profile-about: the summary; booking: the
 * openings; medicare: its section; contact: the form). Only these: the texts the loader writes (fees,
 * checks, reply figures), the refusals (they carry their own), the booking and contact mails, the booking
 * page's form and the Medicare guide would double the page's data (issue 44 point 4).
 */
const namespaces = [
	...['metaTitle', 'defaultRole', 'about', 'specialties', 'credentials', 'noCheck', 'whatVerifiedMeans', 'education', 'officeAndHours', 'workingHours', 'share', 'shortLink', 'photoOf', 'sendMessage', 'verified', 'office', 'directions', 'phone', 'fax', 'email', 'throughForm', 'website', 'socialMedia', 'services', 'articles', 'hours', 'preview', 'language'].map((key) => `profile.${key}`),
	'profile-about',
	...['sectionTitle', 'ownerNote', 'noMessages', 'callOffice', 'reachOffice', 'replyShare', 'replyCount', 'held', 'form'].map((key) => `contact.${key}`),
	...['sectionTitle', 'kindOfVisit', 'moreTimes', 'officeZone', 'yourZone', 'alsoShowIn', 'officeZoneOnly', 'show', 'noOpenings', 'week', 'zone'].map((key) => `booking.${key}`),
	'medicare.letter',
	'medicare.profile',
]

/** A refusal (404, 410, the paused listing) carries the page's messages, so its error page speaks the page's language. */
function withMessages(error: unknown, request: Request): unknown {
	if (!error || typeof error !== 'object' || (error as { type?: unknown }).type !== 'DataWithResponseInit') return error
	const refusal = error as { data: unknown; init: ResponseInit | null }
	const reason = refusal.data && typeof refusal.data === 'object' ? refusal.data : { reason: refusal.data }
	return data({ ...reason, i18n: pageI18n(request, ['profile']) }, refusal.init ?? undefined)
}

/** Spec §2 /viewdoctorprofile/{id}; ids may carry the spec's leading colon. */
// The structured data, the specialty labels, the checked links, the dates, the description and the fees are made here, so the page's script carries none of their code.
export async function loader({ request, params }: Route.LoaderArgs) {
	const page = await loadProfilePage(request, params.id).catch((error: unknown) => {
		throw withMessages(error, request)
	})
	const t = requestTranslator(request)
	const links = profileLinks(page.profile)
	const url = new URL(request.url)
	const canonical = new URL(localizePath(new URL(page.canonical).pathname, t.locale), page.canonical).toString()
	// Openings only on a listed profile whose plan includes booking (a preview books nothing).
	const openings = page.preview ? null : await profileOpenings(page.id, { kind: url.searchParams.get('kind'), tz: url.searchParams.get('tz'), week: url.searchParams.get('week') }, t.locale)
	const replies = page.acceptsRequests ? await replyFigures(page.id) : null
	// Reviews of visits (issue 46 point 3), in words written here; `?reviews=2` pages them without JavaScript.
	const reviews = page.preview ? { section: null, jsonLd: null } : await profileReviews(t, page.id, `${page.firstName} ${page.lastName}`, url.searchParams.get('reviews'), `/viewdoctorprofile/${page.id}`)
	return {
		openings,
		...page,
		// The title in the page's language, written here so the page's script carries no table of titles.
		profile: { ...page.profile, role: page.profile.role ? titleText(t, page.profile.role) : null },
		canonical,
		zoneName: zoneNameText(t, page.timeZone, page.zoneName),
		articles: page.articles.map((article) => ({ ...article, publishedOn: article.publishedDate ? dayText(t, article.publishedDate) : null })),
		specialtyLabels: page.profile.specialties.map((key) => specialtyText(t, key)),
		socials: links.socials,
		verifiedText: verifiedTooltip(t, page.checks, now()),
		checkLines: page.checks.map((check) => checkLineText(t, check)),
		availability: availabilityWords(t, page.profile.acceptingNewClients, page.availability.state, page.availability.confirmedAt),
		websiteUrl: links.website,
		description: profileDescription(page.about.text),
		fees: feesWords(t, page.profile),
		// The week's names and hours and the languages, written here: the page's script carries neither table.
		officeDays: officeDaysText(t, page.profile.workingTime),
		languagesText: languageNames(t, page.profile.languages),
		jsonLd: profileJsonLd({ ...page, canonical }, reviews.jsonLd),
		reviews: reviews.section,
		// From real requests only, and nothing before there are enough of them (issue 30).
		replies: replies && { ...replies, medianWords: replyWords(t, replies.medianHours, replies.medianAnswered) },
		i18n: pageI18n(request, namespaces),
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const id = parseProfileId(params.id)
	if (request.method !== 'POST') throw data('Use POST', { status: 405 })
	return handleContactForm(request, id, context.get(clientIpContext))
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = translateFromMatches(matches)
	if (!loaderData) return pageMeta(t('common.notFound.title'), t('common.notFound.text'))
	const { firstName, lastName, profile } = loaderData
	const name = `${firstName} ${lastName}${profile.credentials.length ? `, ${profile.credentials.join(', ')}` : ''}`
	return [
		...pageMeta(t('profile.metaTitle', { name, role: profile.role ?? t('profile.defaultRole'), city: profile.cityName ?? '', state: profile.state ?? '' }), loaderData.description),
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
	const t = useT()
	const localePath = useLocalePath()
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
						<Section title={t('booking.sectionTitle')} id="book">
							<ProfileOpenings id={id} name={name} openings={loaderData.openings} />
						</Section>
					) : null}
					<Section title={t('profile.specialties')}>
						<ul className="flex flex-wrap gap-2">
							{loaderData.specialtyLabels.map((label) => (
								<li key={label} className="rounded-full bg-slate-100 px-3 py-1 text-sm">
									{label}
								</li>
							))}
						</ul>
					</Section>
					<ProfilePageServices profile={profile} fees={loaderData.fees} availability={loaderData.availability.text} languages={loaderData.languagesText} />
					{loaderData.reviews ? <ProfileReviews section={loaderData.reviews} /> : null}
					<Section title={t('profile.credentials')}>
						{loaderData.checkLines.length ? (
							<ul className="space-y-1">
								{loaderData.checkLines.map((line) => (
									<li key={line}>{line}</li>
								))}
							</ul>
						) : (
							<p>{t('profile.noCheck')}</p>
						)}
						<p className="mt-2 text-sm">
							<Link to={localePath('/verified')} className="text-brand-800 underline">
								{t('profile.whatVerifiedMeans')}
							</Link>
						</p>
						{preview ? null : (
							<p className="mt-1 text-sm">
								<Link to={localePath(`/viewdoctorprofile/${id}/report`)} className="text-brand-800 underline" rel="nofollow">
									{t('profile.reportListing')}
								</Link>
							</p>
						)}
					</Section>
					{profile.education.length ? (
						<Section title={t('profile.education')}>
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
					<Section title={t('contact.sectionTitle', { name })} id="contact">
						{takesMessages && loaderData.replies ? <ReplyFigure figures={loaderData.replies} /> : null}
						{takesMessages ? (
							<ContactForm dietitianName={name} answer={actionData} />
						) : loaderData.acceptsRequests ? (
							<p>{t('contact.ownerNote')}</p>
						) : (
							<p>
								{t('contact.noMessages', { name })}
								{profile.officeNumber ? ` ${t('contact.callOffice', { phone: profile.officeNumber })}` : ` ${t('contact.reachOffice')}`}
							</p>
						)}
					</Section>
				</div>
				<aside className="space-y-6" aria-label={t('profile.officeAndHours')}>
					<ProfilePageOffice profile={profile} takesMessages={takesMessages} websiteUrl={loaderData.websiteUrl} socials={loaderData.socials} />
					{profile.insurance.includes('Medicare') && !preview ? <ProfileMedicareSection id={id} name={name} /> : null}
					{profile.workingTime ? (
						<Section title={t('profile.workingHours')}>
							<OfficeHoursTable workingTime={profile.workingTime} zoneOffsets={loaderData.zoneOffsets} zoneName={loaderData.zoneName} days={loaderData.officeDays} />
							{loaderData.openings?.outsideHoursNote ? <p className="mt-3 text-sm font-medium text-slate-800">{t('profile.hours.outsideNote', { note: loaderData.openings.outsideHoursNote })}</p> : null}
						</Section>
					) : null}
					<Section title={t('profile.share')}>
						<p className="text-sm">
							{t('profile.shortLink')}{' '}
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

type RefusalData = { i18n?: unknown; reason?: unknown } & Partial<PausedListing>

/** The error page's `t`: the root's messages and those the refusal carried (the route's own loader data is missing then). */
function useRefusalT(refusal: RefusalData | undefined) {
	return translateFromMatches([...useMatches(), { loaderData: refusal }])
}

/** A paused listing's page: it says so and offers up to three dietitians like them. */
function PausedPage({ listing }: { listing: PausedListing & RefusalData }) {
	const t = useRefusalT(listing)
	const localePath = useLocalePath()
	return (
		<div className="mx-auto max-w-xl px-4 py-24">
			<h1 className="text-3xl font-bold text-ink">{listing.closed ? t('profile.closed.title') : t('profile.paused.title', { name: listing.name })}</h1>
			<p className="mt-4 text-slate-700">{listing.closed ? t('profile.closed.text') : t('profile.paused.text', { name: listing.name })}</p>
			{listing.similar.length ? (
				<>
					<h2 className="mt-8 text-xl font-semibold text-ink">{t('profile.paused.similar')}</h2>
					<ul className="mt-3 space-y-2">
						{listing.similar.map((other) => (
							<li key={other.id}>
								<Link to={localePath(other.url)} className="font-medium text-brand-800 underline">
									{other.firstName} {other.lastName}
									{other.credentials.length ? `, ${other.credentials.join(', ')}` : ''}
								</Link>
								<span className="text-slate-600">
									{' '}
									· {other.cityName}, {other.state}
									{other.accepting ? ` · ${t('profile.availability.accepting')}` : ''}
								</span>
							</li>
						))}
					</ul>
				</>
			) : null}
			<Link to={localePath('/search')} className="mt-8 inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
				{t('profile.findDietitian')}
			</Link>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	// Only a refusal of this page (404, 410) is this page's to show; anything else (the database away: 503)
	// gets the site's error view, whose words come with every page.
	if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 410)) return <SiteErrorView error={error} />
	const refusal = (error.data as RefusalData | null) ?? undefined
	if (isRouteErrorResponse(error) && error.status === 410 && refusal?.paused) return <PausedPage listing={refusal as PausedListing & RefusalData} />
	return <NotListed gone={(error as { status?: number })?.status === 410} refusal={refusal} />
}

function NotListed({ gone, refusal }: { gone: boolean; refusal: RefusalData | undefined }) {
	const t = useRefusalT(refusal)
	const localePath = useLocalePath()
	return (
		<div className="mx-auto max-w-xl px-4 py-24 text-center">
			<h1 className="text-3xl font-bold text-ink">{gone ? t('profile.gone.title') : t('profile.notFound.title')}</h1>
			<p className="mt-4 text-slate-600">{gone ? t('profile.gone.text') : t('profile.notFound.text')}</p>
			<Link to={localePath('/search')} className="mt-8 inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
				{t('profile.findDietitian')}
			</Link>
		</div>
	)
}

/** "Usually replies within a day · 80% answered within 2 business days", from the last 90 days' requests. */
function ReplyFigure({ figures }: { figures: { medianWords: string; inTimeShare: number; requests: number } }) {
	const t = useT()
	return (
		<p className="mb-4 text-sm text-slate-700">
			<span className="font-semibold text-ink">{figures.medianWords}</span> · {t('contact.replyShare', { share: figures.inTimeShare })}{' '}
			<span className="text-slate-600">{t('contact.replyCount', { requests: figures.requests })}</span>
		</p>
	)
}

import type { Route } from './+types/verified'
import { Link } from 'react-router'
import type { Translate } from '#app/i18n/format-message.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localizePath, localeFromUrl } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { availabilityDays } from '#app/modules/profiles/availability-rules.ts'
import { credentialKinds, verifiedForDays, type CredentialCheck } from '#app/modules/profiles/verified-text.ts'
import { canonicalUrl } from '#app/modules/site/canonical.server.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('verified.metaTitle'), t('verified.description')), ...canonicalLink(loaderData?.canonical)]
}

export function loader({ request }: Route.LoaderArgs) {
	return {
		canonical: canonicalUrl(localizePath('/verified', localeFromUrl(request.url))),
		kinds: credentialKinds,
		verifiedForDays,
		availabilityDays,
		i18n: pageI18n(request, ['verified']),
	}
}

/** What each check is and where it is made (checkKindLabels in verified-text.ts, in the page's language). */
const kindWords = (t: Translate): Record<CredentialCheck['kind'], { long: string; where: string }> => ({
	npi: { long: t('verified.kind.npi'), where: t('verified.where.npi') },
	cdr: { long: t('verified.kind.cdr'), where: t('verified.where.cdr') },
	licence: { long: t('verified.kind.licence'), where: t('verified.where.licence') },
})

/** What the badge means and what it does not (issue 30): the page the profile's checks link to. */
export default function VerifiedPage({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const localePath = useLocalePath()
	const { kinds, availabilityDays: days } = loaderData
	const words = kindWords(t)
	return (
		<div className="mx-auto max-w-3xl px-4 py-12">
			<h1 className="text-3xl font-bold text-ink">{t('verified.title')}</h1>
			<p className="mt-4 text-lg text-slate-700">{t('verified.intro', { days: loaderData.verifiedForDays })}</p>
			<h2 className="mt-10 text-xl font-semibold text-ink">{t('verified.whatWeCheck')}</h2>
			<ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
				{kinds.map((kind) => (
					<li key={kind}>
						<strong>{words[kind].long}</strong>: {words[kind].where}.
					</li>
				))}
			</ul>
			<p className="mt-3 text-slate-700">{t('verified.expiry')}</p>
			<h2 className="mt-10 text-xl font-semibold text-ink">{t('verified.whatItDoesNotMean')}</h2>
			<ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
				<li>{t('verified.notRating')}</li>
				<li>{t('verified.notApproval')}</li>
				<li>{t('verified.notInsurance', { unconfirmed: days.unconfirmed, paused: days.paused })}</li>
				<li>{t('verified.licenceState')}</li>
			</ul>
			<p className="mt-10">
				<Link to={localePath('/search')} className="inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
					{t('verified.find')}
				</Link>
			</p>
		</div>
	)
}

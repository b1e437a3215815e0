import type { ProfilePage } from '#app/modules/profiles/profile-page.server.ts'
import { Section } from '#app/components/ui/section.tsx'
import { useT } from '#app/i18n/i18n-context.tsx'

type Props = {
	profile: Pick<ProfilePage['profile'], 'streetAddress' | 'aptSuite' | 'cityName' | 'state' | 'zipcode' | 'officeNumber' | 'officeFax'>
	takesMessages: boolean
	websiteUrl: string | null
	socials: [string, string][]
}

const officeAddress = (profile: Props['profile']) =>
	[profile.streetAddress, profile.aptSuite, `${profile.cityName}, ${profile.state} ${profile.zipcode}`].filter(Boolean).join(', ')

/** Where and how to reach the office: address with directions, phone, fax, e-mail through the form, website and social accounts. */
export function ProfilePageOffice({ profile, takesMessages, websiteUrl, socials }: Props) {
	const t = useT()
	const address = officeAddress(profile)
	const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
	return (
		<Section title={t('profile.office')}>
			<address className="not-italic">{address}</address>
			<p className="mt-2">
				<a className="font-medium text-brand-800 underline" href={directions} rel="noopener nofollow">
					{t('profile.directions')}
				</a>
			</p>
			{profile.officeNumber ? (
				<p className="mt-3">
					{t('profile.phone')}{' '}
					<a className="underline" href={`tel:${profile.officeNumber.replace(/[^\d+]/g, '')}`}>
						{profile.officeNumber}
					</a>
				</p>
			) : null}
			{profile.officeFax ? <p>{t('profile.fax', { fax: profile.officeFax })}</p> : null}
			{takesMessages ? (
				<p className="mt-1">
					{t('profile.email')}{' '}
					<a className="underline" href="#contact">
						{t('profile.throughForm')}
					</a>
				</p>
			) : null}
			{websiteUrl ? (
				<p className="mt-2">
					<a className="text-brand-800 underline" href={websiteUrl} rel="noopener nofollow">
						{t('profile.website')}
					</a>
				</p>
			) : null}
			{socials.length ? (
				<ul className="mt-2 flex gap-3 text-sm" aria-label={t('profile.socialMedia')}>
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
	)
}

import type { ProfilePage } from '#app/modules/profiles/profile-page.server.ts'
import { Section } from '#app/components/ui/section.tsx'

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
	const address = officeAddress(profile)
	const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
	return (
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
	)
}

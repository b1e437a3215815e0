import type { ProfilePage } from '#app/modules/profiles/profile-page.server.ts'
import { Section } from '#app/components/ui/section.tsx'
import { formatPrice } from '#app/modules/site/format-price.ts'

type Props = {
	profile: Pick<
		ProfilePage['profile'],
		'offersInPerson' | 'offersTelehealth' | 'telehealthStates' | 'insurance' | 'selfPayMinCents' | 'selfPayMaxCents' | 'languages' | 'acceptingNewClients'
	>
}

/** How the dietitian sees clients and what it costs: in person, telehealth, insurance, self-pay range, languages, new clients. */
export function ProfilePageServices({ profile }: Props) {
	return (
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
	)
}

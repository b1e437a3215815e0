import type { ProfilePage } from '#app/modules/profiles/profile-page.server.ts'
import { ProfilePageSection } from './profile-page-section.tsx'

type Props = {
	profile: Pick<
		ProfilePage['profile'],
		'offersInPerson' | 'offersTelehealth' | 'telehealthStates' | 'insurance' | 'selfPayMinCents' | 'selfPayMaxCents' | 'languages' | 'acceptingNewClients'
	>
}

const money = (cents: number | null) => (cents === null ? null : `$${Math.round(cents / 100)}`)

/** How the dietitian sees clients and what it costs: in person, telehealth, insurance, self-pay range, languages, new clients. */
export function ProfilePageServices({ profile }: Props) {
	return (
		<ProfilePageSection title="Services and fees">
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
				<li>{profile.acceptingNewClients ? 'Accepting new clients' : 'Not accepting new clients at the moment'}</li>
			</ul>
		</ProfilePageSection>
	)
}

import type { ProfilePage } from '#app/modules/profiles/profile-page.server.ts'
import { Section } from '#app/components/ui/section.tsx'

type Props = {
	profile: Pick<
		ProfilePage['profile'],
		'offersInPerson' | 'offersTelehealth' | 'telehealthStates' | 'insurance' | 'languages'
	>
	/** The self-pay range of a visit, written by the loader ('$80–$120'). */
	selfPay: string | null
	/** What the header says about new clients, with the day it was confirmed. */
	availability: string
}

/** How the dietitian sees clients and what it costs: in person, telehealth, insurance, self-pay range, languages, new clients. */
export function ProfilePageServices({ profile, selfPay, availability }: Props) {
	return (
		<Section title="Services and fees">
			<ul className="space-y-1">
				{profile.offersInPerson ? <li>In person at the office</li> : null}
				{profile.offersTelehealth ? <li>Telehealth (video) for clients in {profile.telehealthStates.join(', ')}</li> : null}
				<li>Insurance: {profile.insurance.length ? profile.insurance.join(', ') : 'none listed'}</li>
				{selfPay ? <li>Self-pay: {selfPay} a visit</li> : null}
				<li>Languages: {profile.languages.join(', ')}</li>
				<li>{availability}</li>
			</ul>
		</Section>
	)
}

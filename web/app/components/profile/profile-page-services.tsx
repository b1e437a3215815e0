import type { ProfilePage } from '#app/modules/profiles/profile-page.server.ts'
import type { FeesText } from '#app/modules/profiles/self-pay-text.ts'
import { Section } from '#app/components/ui/section.tsx'

type Props = {
	profile: Pick<
		ProfilePage['profile'],
		'offersInPerson' | 'offersTelehealth' | 'telehealthStates' | 'insurance' | 'languages'
	>
	/** What paying costs, written by the loader. */
	fees: FeesText
	/** What the header says about new clients, with the day it was confirmed. */
	availability: string
}

/** How the dietitian sees clients and what it costs: in person, telehealth, insurance with its date, self-pay, languages, new clients. */
export function ProfilePageServices({ profile, fees, availability }: Props) {
	return (
		<Section title="Services and fees">
			<ul className="space-y-1">
				{profile.offersInPerson ? <li>In person at the office</li> : null}
				{profile.offersTelehealth ? <li>Telehealth (video) for clients in {profile.telehealthStates.join(', ')}</li> : null}
				<li>
					Insurance: {profile.insurance.length ? profile.insurance.join(', ') : 'none listed'}
					{profile.insurance.length && fees.insuranceConfirmedOn ? <span className="text-slate-600"> · confirmed by the dietitian {fees.insuranceConfirmedOn}</span> : null}
				</li>
				{fees.selfPay ? <li>Self-pay: {fees.selfPay}</li> : null}
				{fees.slidingScale ? <li>Sliding scale: lower fees by income</li> : null}
				{fees.superbill ? <li>Superbill available for out-of-network reimbursement</li> : null}
				<li>Languages: {profile.languages.join(', ')}</li>
				<li>{availability}</li>
			</ul>
		</Section>
	)
}

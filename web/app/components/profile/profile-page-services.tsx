import type { ProfilePage } from '#app/modules/profiles/profile-page.server.ts'
import type { FeesText } from '#app/modules/profiles/self-pay-text.ts'
import { Section } from '#app/components/ui/section.tsx'
import { useT } from '#app/i18n/i18n-context.tsx'

type Props = {
	profile: Pick<
		ProfilePage['profile'],
		'offersInPerson' | 'offersTelehealth' | 'telehealthStates' | 'insurance'
	>
	/** What paying costs, written by the loader. */
	fees: FeesText
	/** What the header says about new clients, with the day it was confirmed. */
	availability: string
	/** The languages, named in the page's language by the loader. */
	languages: string
}

/** How the dietitian sees clients and what it costs: in person, telehealth, insurance with its date, self-pay, languages, new clients. */
export function ProfilePageServices({ profile, fees, availability, languages }: Props) {
	const t = useT()
	return (
		<Section title={t('profile.services.title')}>
			<ul className="space-y-1">
				{profile.offersInPerson ? <li>{t('profile.services.inPerson')}</li> : null}
				{profile.offersTelehealth ? <li>{t('profile.services.telehealth', { states: profile.telehealthStates.join(', ') })}</li> : null}
				<li>
					{t('profile.services.insurance', { insurance: profile.insurance.length ? profile.insurance.map((payer) => (payer === 'Self-pay' ? t('profile.services.selfPayPayer') : payer)).join(', ') : t('profile.services.noInsurance') })}
					{profile.insurance.length && fees.insuranceConfirmedOn ? <span className="text-slate-600"> · {t('profile.services.insuranceConfirmed', { day: fees.insuranceConfirmedOn })}</span> : null}
				</li>
				{fees.selfPay ? <li>{t('profile.services.selfPay', { fees: fees.selfPay })}</li> : null}
				{fees.slidingScale ? <li>{t('profile.services.slidingScale')}</li> : null}
				{fees.superbill ? <li>{t('profile.services.superbill')}</li> : null}
				<li>{t('profile.services.languages', { languages })}</li>
				<li>{availability}</li>
			</ul>
		</Section>
	)
}

import { Link } from 'react-router'
import { Section } from '#app/components/ui/section.tsx'
import { buttonBase, buttonVariants } from '#app/components/ui/button-styles.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'

/** On the profile of a dietitian who accepts Medicare: the referral letter and the guide. */
export function ProfileMedicareSection({ id, name }: { id: number; name: string }) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<Section title="Medicare">
			<p className="text-sm">{t('medicare.profile.text', { name })}</p>
			{/* The letter is for the doctor, in English on every page (its own page has no Spanish twin). */}
			<Link to={`/viewdoctorprofile/${id}/referral-letter`} className={`${buttonBase} ${buttonVariants.primary} mt-4`}>
				{t('medicare.letter')}
			</Link>
			<p className="mt-3 text-sm">
				<Link to={localePath('/medicare')} className="font-medium text-brand-800 underline">
					{t('medicare.profile.guide')}
				</Link>
			</p>
		</Section>
	)
}

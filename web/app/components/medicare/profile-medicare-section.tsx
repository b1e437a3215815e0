import { Link } from 'react-router'
import { Section } from '#app/components/ui/section.tsx'
import { buttonBase, buttonVariants } from '#app/components/ui/button-styles.ts'

/** On the profile of a dietitian who accepts Medicare: the referral letter and the guide. */
export function ProfileMedicareSection({ id, name }: { id: number; name: string }) {
	return (
		<Section title="Medicare">
			<p className="text-sm">{`${name} accepts Medicare. Medicare Part B covers nutrition therapy for diabetes, kidney disease or a recent kidney transplant when your doctor refers you.`}</p>
			<Link to={`/viewdoctorprofile/${id}/referral-letter`} className={`${buttonBase} ${buttonVariants.primary} mt-4`}>
				Referral letter for your doctor
			</Link>
			<p className="mt-3 text-sm">
				<Link to="/medicare" className="font-medium text-brand-800 underline">
					Does Medicare cover my visits?
				</Link>
			</p>
		</Section>
	)
}

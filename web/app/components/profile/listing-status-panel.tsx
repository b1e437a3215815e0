import { Link } from 'react-router'

type Props = { status: string | null; rejectionReason: string | null; canSetUp: boolean; userId: number }

const tone = { good: 'bg-brand-50 text-brand-900 ring-brand-200', wait: 'bg-amber-50 text-amber-900 ring-amber-200', bad: 'bg-red-50 text-red-900 ring-red-200' }

/** Where the listing stands and the one thing to do next. */
export function ListingStatusPanel({ status, rejectionReason, canSetUp, userId }: Props) {
	const action = (to: string, label: string) => (
		<Link to={to} className="font-semibold underline">
			{label}
		</Link>
	)
	const [kind, title, next] = ((): [keyof typeof tone, string, React.ReactNode] => {
		if (!canSetUp) return ['wait', 'Not listed: your plan does not include a listing', action('/services', 'Choose a plan')]
		switch (status) {
			case null:
				return ['wait', 'You have not created a profile yet', action('/setupprofile', 'Create your profile')]
			case 'draft':
				return ['wait', 'Your profile is a draft', action('/setupprofile', 'Finish and submit it')]
			case 'pending':
				return ['wait', 'Pending approval', <>An administrator checks your credentials, usually within two business days. You can keep editing meanwhile.</>]
			case 'listed':
				return ['good', 'Listed: visitors can find you', action(`/viewdoctorprofile/${userId}`, 'See your public page')]
			case 'rejected':
				return ['bad', 'Not approved', <>{rejectionReason ? `Reason: ${rejectionReason} ` : ''}Correct your profile, then {action('/setupprofile?step=preview', 'submit it again')}.</>]
			case 'suspended':
				return ['bad', 'Suspended', <>Your profile is hidden. Write to us if you think this is a mistake.</>]
			default:
				return ['wait', 'Not listed: your plan has ended', action('/services', 'Renew your plan')]
		}
	})()
	return (
		<section aria-label="Listing status" className={`rounded-2xl p-5 ring-1 ${tone[kind]}`}>
			<h2 className="text-lg font-semibold">{title}</h2>
			<p className="mt-1 text-sm">{next}</p>
		</section>
	)
}

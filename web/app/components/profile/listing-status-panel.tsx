import { Link } from 'react-router'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'

type Props = { status: string | null; rejectionReason: string | null; canSetUp: boolean; userId: number }

const tone = { good: 'bg-brand-50 text-brand-900 ring-brand-200', wait: 'bg-amber-50 text-amber-900 ring-amber-200', bad: 'bg-red-50 text-red-900 ring-red-200' }

/** Where the listing stands and the one thing to do next. */
export function ListingStatusPanel({ status, rejectionReason, canSetUp, userId }: Props) {
	const t = useT()
	const localePath = useLocalePath()
	const action = (to: string, label: React.ReactNode) => (
		<Link to={localePath(to)} className="font-semibold underline">
			{label}
		</Link>
	)
	const [kind, title, next] = ((): [keyof typeof tone, string, React.ReactNode] => {
		if (!canSetUp) return ['wait', t('dashboard.listing.noPlan'), action('/services', t('dashboard.listing.choosePlan'))]
		switch (status) {
			case null:
				return ['wait', t('dashboard.listing.none'), action('/setupprofile', t('dashboard.listing.create'))]
			case 'draft':
				return ['wait', t('dashboard.listing.draft'), action('/setupprofile', t('dashboard.listing.finish'))]
			case 'pending':
				return ['wait', t('dashboard.listing.pending'), <>{t('dashboard.listing.pendingText')}</>]
			case 'listed':
				return ['good', t('dashboard.listing.listed'), action(`/viewdoctorprofile/${userId}`, t('dashboard.listing.seePublic'))]
			case 'rejected':
				return [
					'bad',
					t('dashboard.listing.rejected'),
					<>
						{rejectionReason ? `${t('dashboard.listing.reason', { reason: rejectionReason })} ` : ''}
						{t.rich('dashboard.listing.correct', { link: (chunks) => action('/setupprofile?step=preview', chunks) })}
					</>,
				]
			case 'suspended':
				return ['bad', t('dashboard.listing.suspended'), <>{t('dashboard.listing.suspendedText')}</>]
			default:
				return ['wait', t('dashboard.listing.ended'), action('/services', t('dashboard.listing.renew'))]
		}
	})()
	return (
		<section aria-label={t('dashboard.listing.label')} className={`rounded-2xl p-5 ring-1 ${tone[kind]}`}>
			<h2 className="text-lg font-semibold">{title}</h2>
			<p className="mt-1 text-sm">{next}</p>
		</section>
	)
}

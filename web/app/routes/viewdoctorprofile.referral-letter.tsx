import { isRouteErrorResponse, Link } from 'react-router'
import type { Route } from './+types/viewdoctorprofile.referral-letter'
import { buttonBase, buttonVariants } from '#app/components/ui/button-styles.ts'
import { PrintButton } from '#app/components/medicare/print-button.tsx'
import { ReferralLetterView } from '#app/components/medicare/referral-letter-view.tsx'
import { loadReferralLetter, type NoLetter } from '#app/modules/medicare/referral-letter.server.ts'
import { referralLetterText } from '#app/modules/medicare/referral-letter-text.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

// Outside the site's layout: the page is the letter, and prints as one Letter page.

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...pageMeta(loaderData ? `Referral letter for ${loaderData.dietitianName}` : 'Referral letter', 'A Medicare referral for medical nutrition therapy, for your doctor to fill in and sign.'),
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ params }: Route.LoaderArgs) {
	const letter = await loadReferralLetter(params.id)
	return { id: letter.dietitianId, dietitianName: letter.dietitian.name, text: referralLetterText(letter) }
}

export default function ReferralLetterPage({ loaderData }: Route.ComponentProps) {
	const { id, text } = loaderData
	return (
		<div className="min-h-screen bg-slate-100 print:bg-white">
			<style href="referral-letter-print" precedence="default">
				{'@page { size: letter; margin: 0.5in; }'}
			</style>
			<nav aria-label="Letter" className="mx-auto flex max-w-[8.5in] flex-wrap items-center justify-between gap-3 px-4 py-4 print:hidden">
				<Link to={`/viewdoctorprofile/${id}`} className="text-sm font-medium text-brand-800 underline">
					Back to the profile
				</Link>
				<div className="flex flex-wrap gap-2">
					<a href={`/viewdoctorprofile/${id}/referral-letter.pdf`} className={`${buttonBase} ${buttonVariants.secondary}`} download>
						Download PDF
					</a>
					<PrintButton />
				</div>
			</nav>
			<main className="mx-auto max-w-[8.5in] bg-white px-[0.6in] py-[0.5in] shadow-sm ring-1 ring-slate-200 print:max-w-none print:p-0 print:shadow-none print:ring-0">
				<ReferralLetterView text={text} />
			</main>
			<p className="mx-auto max-w-[8.5in] px-4 py-4 text-sm text-slate-600 print:hidden">Print this page or download the PDF, and take it to your doctor. Medicare needs your doctor’s referral before your first visit.</p>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const why = isRouteErrorResponse(error) ? (error.data as NoLetter | undefined) : undefined
	const title = why?.reason === 'no-medicare' ? 'This dietitian does not accept Medicare' : why?.reason === 'not-listed' ? 'This dietitian is not currently listed' : 'Dietitian not found'
	const text =
		why?.reason === 'no-medicare'
			? 'Referral letters are for dietitians who accept Medicare. The guide finds dietitians near you who do.'
			: why?.reason === 'not-listed'
				? 'Their listing is paused. The guide finds other dietitians near you who accept Medicare.'
				: 'There is no dietitian at this address in the directory.'
	return (
		<main className="mx-auto max-w-xl px-4 py-24 text-center">
			<h1 className="text-3xl font-bold text-ink">{title}</h1>
			<p className="mt-4 text-slate-600">{text}</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				{why?.profileHref ? (
					<Link to={why.profileHref} className={`${buttonBase} ${buttonVariants.secondary}`}>
						Back to the profile
					</Link>
				) : null}
				<Link to="/medicare" className={`${buttonBase} ${buttonVariants.primary}`}>
					Does Medicare cover my visits?
				</Link>
			</div>
		</main>
	)
}

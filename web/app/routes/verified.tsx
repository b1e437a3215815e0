import type { Route } from './+types/verified'
import { Link } from 'react-router'
import { availabilityDays } from '#app/modules/profiles/availability-rules.ts'
import { checkKindLabels, credentialKinds, verifiedForDays } from '#app/modules/profiles/verified-text.ts'
import { canonicalUrl } from '#app/modules/site/canonical.server.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...pageMeta('What “Verified” means', 'What the Verified badge on a dietitian’s listing means, what our team checks, and what the badge does not say.'),
	...canonicalLink(loaderData?.canonical),
]

export function loader() {
	return {
		canonical: canonicalUrl('/verified'),
		kinds: credentialKinds.map((kind) => ({ kind, ...checkKindLabels[kind] })),
		verifiedForDays,
		availabilityDays,
	}
}

/** What the badge means and what it does not (issue 30): the page the profile's checks link to. */
export default function VerifiedPage({ loaderData }: Route.ComponentProps) {
	const { kinds, availabilityDays: days } = loaderData
	return (
		<div className="mx-auto max-w-3xl px-4 py-12">
			<h1 className="text-3xl font-bold text-ink">What “✓ Verified” means</h1>
			<p className="mt-4 text-lg text-slate-700">
				A dietitian’s listing shows “✓ Verified” when someone on our team looked up at least one of their credentials at its source in the last {loaderData.verifiedForDays} days and found
				it real and current. The profile lists each check with its number and the day it was made.
			</p>
			<h2 className="mt-10 text-xl font-semibold text-ink">What we check</h2>
			<ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
				{kinds.map((kind) => (
					<li key={kind.kind}>
						<strong>{kind.long}</strong>: {kind.where}.
					</li>
				))}
			</ul>
			<p className="mt-3 text-slate-700">A check older than a year no longer counts: the badge goes until the credential is checked again.</p>
			<h2 className="mt-10 text-xl font-semibold text-ink">What it does not mean</h2>
			<ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
				<li>It is not a rating or a recommendation: it says nothing about how good the care is or whether the dietitian suits you.</li>
				<li>Approving a profile for the directory is a separate step: an approved profile without a recorded check shows no badge.</li>
				<li>It does not say the dietitian takes your insurance or new clients. “Accepting new clients” carries the day the dietitian last confirmed it; after {days.unconfirmed} days without a confirmation the listing says “Availability not confirmed”, and after {days.paused} days it is paused.</li>
				<li>A licence is checked in the state named beside it; whether the dietitian may see you in another state is up to that state’s rules.</li>
			</ul>
			<p className="mt-10">
				<Link to="/search" className="inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
					Find a dietitian
				</Link>
			</p>
		</div>
	)
}

/**
 * The listing plans. A user's `plan` column holds the id (0 = no plan, spec §3).
 * Prices are in US cents per month; Stripe price ids come from the environment
 * when billing is switched on.
 */
export type Plan = {
	id: number
	name: string
	priceCents: number
	summary: string
	features: string[]
	highlighted?: boolean
}

export const plans: Plan[] = [
	{
		id: 1,
		name: 'Starter',
		priceCents: 1900,
		summary: 'Get found by people searching near you.',
		features: [
			'Public profile in the directory',
			'Listed by ZIP code, city and state',
			'Contact details and office hours',
			'Edit your profile any time',
		],
	},
	{
		id: 2,
		name: 'Professional',
		priceCents: 3900,
		summary: 'Stand out and show your expertise.',
		features: [
			'Everything in Starter',
			'Photo, summary, education and social links',
			'Publish articles in the Authors Digest',
			'Link to your own website',
		],
		highlighted: true,
	},
	{
		id: 3,
		name: 'Practice',
		priceCents: 7900,
		summary: 'For clinics and group practices.',
		features: [
			'Everything in Professional',
			'Priority placement in search results',
			'Featured on the home page rotation',
			'Priority e-mail support',
		],
	},
]

export const formatMonthlyPrice = (cents: number) =>
	`$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`

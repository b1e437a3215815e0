/**
 * What Medicare says about its nutrition benefit, in one place with where and
 * when it was said: the guide (/medicare), the referral letter and its PDF all
 * read these, so a change on medicare.gov is one edit here. Every figure the
 * site shows about the benefit comes from this file; nothing else states one.
 */
export const medicareFacts = {
	nutritionTherapy: {
		source: {
			title: 'Medical nutrition therapy services',
			publisher: 'medicare.gov',
			url: 'https://www.medicare.gov/coverage/medical-nutrition-therapy-services',
		},
		/** The day this text was last compared with the source. */
		statedOn: '2026-11-25',
		/** A kidney transplant qualifies for this many months after it. */
		transplantWindowMonths: 36,
		hoursFirstYear: 3,
		hoursLaterYears: 2,
		who: 'Medicare Part B covers medical nutrition therapy if you have diabetes or kidney disease, or you have had a kidney transplant in the last 36 months, and your doctor refers you.',
		cost: 'You pay nothing for these services when the dietitian accepts Medicare assignment.',
		hours: 'Medicare covers 3 hours of one-on-one counseling in the first calendar year you use the benefit, and 2 hours in each year after that.',
		moreHours: 'Your doctor can refer you for more hours when your condition, treatment or diagnosis changes.',
		referral: 'A referral from your doctor is required.',
		/** The same rules as a physician reads them on the referral letter (issue 42 point 7). */
		forPhysicians: {
			who: 'Medicare Part B covers medical nutrition therapy (MNT) for a beneficiary with diabetes or chronic kidney disease, or who had a kidney transplant in the last 36 months, on a physician’s referral.',
			hours: 'It covers 3 hours of one-on-one MNT in the first calendar year the benefit is used and 2 hours in each year after; additional hours need a new referral when the condition, treatment or diagnosis changes.',
			cost: 'The beneficiary pays nothing when the dietitian accepts Medicare assignment.',
		},
		provider: 'Only a registered dietitian or nutrition professional who meets Medicare’s requirements can provide these services.',
	},
	advantage: {
		source: {
			title: 'Understanding Medicare Advantage Plans',
			publisher: 'medicare.gov',
			url: 'https://www.medicare.gov/health-drug-plans/health-plans/your-coverage-options/compare-original-medicare-medicare-advantage',
		},
		statedOn: '2026-11-25',
		covers: 'Medicare Advantage plans cover everything Original Medicare Part B covers, medical nutrition therapy included; what you pay and which dietitians you can see depend on your plan.',
		extras: 'Some Medicare Advantage plans offer extra benefits that Original Medicare does not, such as nutrition programs or healthy-food allowances. Your plan’s Evidence of Coverage lists them.',
	},
	telehealth: {
		source: {
			title: 'Telehealth',
			publisher: 'medicare.gov',
			url: 'https://www.medicare.gov/coverage/telehealth',
		},
		statedOn: '2026-11-25',
		/** The day the pandemic-era flexibilities ended and the rural rule came back. */
		effectiveFrom: '2026-01-31',
		rule: 'Since January 31, 2026, Medicare pays for most telehealth visits, medical nutrition therapy included, only when you are at an office or medical facility in a rural area. Some services, such as mental and behavioral health care, can still be received at home.',
		forSearch: 'For most people on Medicare, nutrition therapy visits need to be in person. Telehealth visits are covered when you are at an office or medical facility in a rural area.',
	},
} as const

/** "November 25, 2026" from a day as stored here. */
export function factDate(day: string) {
	return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

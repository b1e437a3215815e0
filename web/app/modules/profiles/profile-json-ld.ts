import { weekDays } from './office-hours.ts'
import { profileDescription } from './profile-description.ts'
import { profileLinks } from './profile-links.ts'
import type { ProfilePage } from './profile-page.server.ts'
import { specialtyLabel } from './taxonomy.ts'
import type { ReviewsJsonLd } from '#app/modules/reviews/review-json-ld.ts'

/** schema.org ProfilePage whose mainEntity is the dietitian (a Person working at their practice, which carries the reviews). */
export function profileJsonLd(page: ProfilePage, reviews: ReviewsJsonLd | null = null) {
	const { profile } = page
	const name = `${page.firstName} ${page.lastName}`
	const links = profileLinks(profile)
	const address = {
		'@type': 'PostalAddress',
		addressCountry: 'US',
		streetAddress: [profile.streetAddress, profile.aptSuite].filter(Boolean).join(', '),
		addressLocality: profile.cityName ?? '',
		addressRegion: profile.state ?? '',
		postalCode: profile.zipcode ?? '',
	}
	const openingHoursSpecification = weekDays.flatMap(([key, day]) =>
		(profile.workingTime?.[key] ?? []).map((range) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${day}`, opens: range.from, closes: range.to })),
	)
	return {
		'@context': 'https://schema.org',
		'@type': 'ProfilePage',
		url: page.canonical,
		dateModified: new Date(profile.updatedAt).toISOString(),
		mainEntity: {
			'@type': 'Person',
			name,
			url: page.canonical,
			...(page.avatarAbsolute ? { image: page.avatarAbsolute } : {}),
			jobTitle: profile.role ?? 'Registered Dietitian',
			// In the page's language (issue 32): the Spanish summary on the Spanish page when there is one.
			description: profileDescription(page.about.text),
			honorificSuffix: profile.credentials.join(', '),
			hasCredential: profile.credentials.map((credential) => ({ '@type': 'EducationalOccupationalCredential', credentialCategory: 'certification', name: credential })),
			knowsAbout: profile.specialties.map(specialtyLabel),
			knowsLanguage: profile.languages,
			address,
			worksFor: {
				'@type': 'MedicalBusiness',
				name: profile.profileName ?? name,
				address,
				...(profile.officeNumber ? { telephone: profile.officeNumber } : {}),
				...(profile.officeFax ? { faxNumber: profile.officeFax } : {}),
				openingHoursSpecification,
				...reviews,
			},
			sameAs: [...links.socials.map(([, url]) => url), ...(links.website ? [links.website] : [])],
		},
	}
}

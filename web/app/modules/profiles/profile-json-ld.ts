import type { WorkingTime } from '#db/schema/profiles.ts'
import { weekDays } from './office-hours.ts'

export type JsonLdInput = {
	url: string
	name: string
	image: string | null
	jobTitle: string | null
	credentials: string[]
	specialties: string[]
	languages: string[]
	description: string
	businessName: string | null
	telephone: string | null
	faxNumber: string | null
	address: { streetAddress: string; addressLocality: string; addressRegion: string; postalCode: string }
	workingTime: WorkingTime | null
	sameAs: string[]
	updatedAt: string
}

/** schema.org ProfilePage whose mainEntity is the dietitian (a Person working at their practice). */
export function profileJsonLd(input: JsonLdInput) {
	const address = { '@type': 'PostalAddress', addressCountry: 'US', ...input.address }
	const openingHoursSpecification = weekDays.flatMap(([key, day]) =>
		(input.workingTime?.[key] ?? []).map((range) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${day}`, opens: range.from, closes: range.to })),
	)
	return {
		'@context': 'https://schema.org',
		'@type': 'ProfilePage',
		url: input.url,
		dateModified: input.updatedAt,
		mainEntity: {
			'@type': 'Person',
			name: input.name,
			url: input.url,
			...(input.image ? { image: input.image } : {}),
			jobTitle: input.jobTitle ?? 'Registered Dietitian',
			description: input.description,
			honorificSuffix: input.credentials.join(', '),
			hasCredential: input.credentials.map((credential) => ({ '@type': 'EducationalOccupationalCredential', credentialCategory: 'certification', name: credential })),
			knowsAbout: input.specialties,
			knowsLanguage: input.languages,
			address,
			worksFor: {
				'@type': 'MedicalBusiness',
				name: input.businessName ?? input.name,
				address,
				...(input.telephone ? { telephone: input.telephone } : {}),
				...(input.faxNumber ? { faxNumber: input.faxNumber } : {}),
				openingHoursSpecification,
			},
			sameAs: input.sameAs,
		},
	}
}

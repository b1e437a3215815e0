import { medicareFacts } from './medicare-facts.ts'
import type { ReferralLetter } from './referral-letter.server.ts'

/**
 * The words of the referral letter, once, for the printable page and the PDF:
 * both lay out these same parts, so what a physician reads does not depend
 * on how the patient got the letter. The letter speaks to the physician
 * throughout and asks what a physician fills in for nutrition therapy (issue 42
 * point 7); what the patient is told stays on the web page around it.
 */
export function referralLetterText(letter: ReferralLetter) {
	const { dietitian } = letter
	const fact = medicareFacts.nutritionTherapy
	const nameLine = `${dietitian.name}${dietitian.credentials.length ? `, ${dietitian.credentials.join(', ')}` : ''}`
	return {
		title: 'Referral for Medicare medical nutrition therapy',
		from: {
			heading: 'Registered dietitian',
			lines: [
				nameLine,
				dietitian.role,
				...(dietitian.practice && dietitian.practice !== nameLine ? [dietitian.practice] : []),
				...(dietitian.npi === 'unchecked' ? ['NPI: not yet checked by American Dietitian'] : dietitian.npi ? [`NPI: ${dietitian.npi.number} (checked ${dietitian.npi.checkedOn})`] : []),
				...dietitian.addressLines,
				...(dietitian.phone ? [`Phone: ${dietitian.phone}`] : []),
				...(dietitian.fax ? [`Fax: ${dietitian.fax}`] : []),
			],
		},
		greeting: 'Dear Doctor,',
		body: [
			`Your patient asks you to refer them to ${dietitian.name}, a registered dietitian who accepts Medicare assignment, for medical nutrition therapy.`,
			`${fact.forPhysicians.who} ${fact.forPhysicians.hours} ${fact.forPhysicians.cost}`,
			'Please complete and sign this referral and send it to the dietitian at the fax or address above, or give it to your patient to bring to the first visit.',
		],
		patient: { heading: 'Patient', fields: ['Patient name', 'Date of birth', 'Medicare number'] },
		diagnosis: {
			heading: 'Diagnosis (check all that apply)',
			boxes: ['Type 1 diabetes', 'Type 2 diabetes', 'Chronic kidney disease', `Kidney transplant within the last ${fact.transplantWindowMonths} months (date: __________)`],
			codeField: 'ICD-10 code(s)',
			dateField: 'Date of diagnosis',
		},
		labs: {
			heading: 'Latest results',
			rows: [
				['Latest HbA1c (%)', 'Date'],
				['Latest eGFR (mL/min/1.73 m²)', 'Date'],
			] as [string, string][],
		},
		referralKind: {
			heading: 'Hours requested',
			boxes: [`Initial: up to ${fact.hoursFirstYear} hours in the first calendar year (${fact.hoursLaterYears} hours in later years)`, 'Additional hours: change in condition, treatment or diagnosis'],
			hoursField: 'Hours requested',
		},
		physician: { heading: 'Referring physician', fields: ['Physician name', 'NPI', 'Phone', 'Fax', 'Signature', 'Date'] },
		source: `Medicare facts from ${letter.source.publisher}, “${letter.source.title}” (${letter.source.url}), as stated on ${letter.source.statedOn}.`,
		profile: `Dietitian’s profile: ${letter.profileUrl}`,
	}
}

export type ReferralLetterText = ReturnType<typeof referralLetterText>

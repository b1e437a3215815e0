import { medicareFacts } from './medicare-facts.ts'
import type { ReferralLetter } from './referral-letter.server.ts'

/**
 * The words of the referral letter, once, for the printable page and the PDF:
 * both lay out these same parts, so what a physician reads does not depend
 * on how the patient got the letter.
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
			`Your patient asks for a referral for medical nutrition therapy with ${dietitian.name}, a registered dietitian who accepts Medicare assignment.`,
			`${fact.who} ${fact.hours} ${fact.moreHours} ${fact.cost}`,
			'Please complete and sign this form and send it to the dietitian, or give it to your patient to bring to the first visit.',
		],
		patient: { heading: 'Patient', fields: ['Patient name', 'Date of birth', 'Medicare number'] },
		diagnosis: {
			heading: 'Diagnosis (check all that apply)',
			boxes: ['Type 1 diabetes', 'Type 2 diabetes', 'Chronic kidney disease', `Kidney transplant within the last ${fact.transplantWindowMonths} months (date: __________)`],
			codeField: 'ICD-10 code(s)',
		},
		referralKind: { heading: 'Referral', boxes: ['First referral this calendar year', 'Additional hours: change in condition, treatment or diagnosis'] },
		physician: { heading: 'Referring physician', fields: ['Physician name', 'NPI', 'Phone', 'Fax', 'Signature', 'Date'] },
		source: `Medicare facts from ${letter.source.publisher}, “${letter.source.title}” (${letter.source.url}), as stated on ${letter.source.statedOn}.`,
		profile: `Dietitian’s profile: ${letter.profileUrl}`,
	}
}

export type ReferralLetterText = ReturnType<typeof referralLetterText>

/**
 * The fixed lists a profile picks from and search filters on. Keys are what
 * the database stores; labels what people read.
 */
export const specialties = [
	['diabetes', 'Diabetes'],
	['weight-management', 'Weight management'],
	['sports', 'Sports nutrition'],
	['eating-disorders', 'Eating disorders'],
	['renal', 'Kidney (renal) nutrition'],
	['pediatrics', 'Pediatrics'],
	['gi-ibs', 'GI health and IBS'],
	['oncology', 'Oncology'],
	['prenatal', 'Prenatal and postpartum'],
	['heart-health', 'Heart health'],
	['food-allergies', 'Food allergies'],
	['plant-based', 'Vegetarian and vegan'],
	['older-adults', 'Older adults'],
	['pcos', 'PCOS and hormones'],
	['celiac', 'Celiac disease'],
	['bariatric', 'Bariatric surgery'],
	['intuitive-eating', 'Intuitive eating'],
	['lactation', 'Lactation'],
	['cardiometabolic', 'Blood pressure and cholesterol'],
	['mental-health', 'Nutrition and mental health'],
] as const

export const credentials = ['RD', 'RDN', 'LD', 'LDN', 'CDN', 'CDCES', 'CSSD', 'CSOWM', 'CNSC', 'CSR', 'CSP', 'IBCLC'] as const

export const insurancePayers = [
	'Aetna',
	'Blue Cross Blue Shield',
	'Cigna',
	'UnitedHealthcare',
	'Humana',
	'Kaiser Permanente',
	'Medicare',
	'Medicaid',
	'Tricare',
	'Self-pay',
] as const

/** The insurance filter's order: Medicare first (the Medicare guide sends its visitors there), then the rest as listed. */
export const insuranceFilterChoices = ['Medicare', ...insurancePayers.filter((payer) => payer !== 'Medicare')] as const

export const languages = ['English', 'Spanish', 'Chinese', 'Vietnamese', 'Korean', 'Tagalog', 'Arabic', 'French', 'Russian', 'Portuguese', 'Hindi', 'ASL'] as const

export const specialtyLabel = (key: string) => specialties.find(([k]) => k === key)?.[1] ?? key

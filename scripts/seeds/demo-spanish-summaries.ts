// Spanish summaries of demo dietitians who counsel in Spanish (issue 32): written as US dietitians
// write to Spanish-speaking clients, chosen by the account id, never by the seed's random sequence
// (so every other demo value stays as it was).
import { usStates } from '#app/modules/directory/us-states.ts'

/** What each specialty is about, in the words a client would use. */
const specialtyPhrases: Record<string, string> = {
	diabetes: 'la diabetes tipo 2',
	'weight-management': 'el control del peso',
	sports: 'la nutrición deportiva',
	'eating-disorders': 'los trastornos de la conducta alimentaria',
	renal: 'la enfermedad de los riñones',
	pediatrics: 'la alimentación de niños y adolescentes',
	'gi-ibs': 'la salud digestiva',
	oncology: 'la nutrición durante el tratamiento del cáncer',
	prenatal: 'el embarazo y el posparto',
	'heart-health': 'la salud del corazón',
	'food-allergies': 'las alergias alimentarias',
	'plant-based': 'la alimentación vegetariana',
	'older-adults': 'la nutrición de los adultos mayores',
	pcos: 'el síndrome de ovario poliquístico',
	celiac: 'la enfermedad celíaca',
	bariatric: 'la cirugía bariátrica',
	'intuitive-eating': 'la alimentación intuitiva',
	lactation: 'la lactancia',
	cardiometabolic: 'la presión alta',
	'mental-health': 'la salud mental',
}

/** A paragraph on the main specialty, for the common ones; the others get the general one. */
const specialtyStories: Record<string, string> = {
	diabetes:
		'Muchos de mis pacientes viven con diabetes tipo 2. Revisamos juntos las lecturas de glucosa y armamos comidas que mantienen el azúcar estable sin dejar las tortillas, el arroz ni los frijoles.',
	'weight-management': 'No creo en las dietas de moda. Trabajamos con cambios pequeños que caben en su semana y en su presupuesto, y que duran.',
	'heart-health': 'Le enseño a leer las etiquetas, a cocinar con menos sal sin perder el sabor de casa y a escoger grasas que cuidan el corazón.',
	cardiometabolic: 'Le enseño a leer las etiquetas, a cocinar con menos sal sin perder el sabor de casa y a escoger grasas que cuidan el corazón.',
	prenatal: 'Acompaño a mamás durante el embarazo y después del parto: antojos, diabetes gestacional, hierro y energía para los primeros meses con el bebé.',
	pediatrics: 'Trabajo con familias enteras: niños que comen poco, loncheras para la escuela y comidas que toda la familia disfruta en la mesa.',
	renal: 'Si tiene enfermedad renal o está en diálisis, le ayudo a entender el potasio, el fósforo y los líquidos con ejemplos de la comida que usted ya prepara.',
	sports: 'Atiendo a atletas de todas las edades, desde jugadores de fútbol de secundaria hasta corredores de maratón, para que coman bien antes y después de entrenar.',
}
const generalStory = 'Empezamos por lo que usted ya come y le gusta. No le voy a dar una lista de alimentos prohibidos, sino un plan que respete su cultura, su horario y su presupuesto.'

const openers: ((p: { first: string; city: string; focus: string }) => string)[] = [
	(p) => `Soy ${p.first}, dietista en ${p.city}, y me especializo en ${p.focus}.`,
	(p) => `¡Hola! Me llamo ${p.first} y atiendo en español a pacientes de ${p.city} con ${p.focus}.`,
	(p) => `Comer bien no tiene que ser complicado. En mi consulta de ${p.city} ayudo a adultos y familias con ${p.focus}.`,
]

/** The states whose Spanish name is not their English one (of those the demo dietitians are licensed in, and a few more). */
const spanishStateNames: Record<string, string> = {
	NY: 'Nueva York', NJ: 'Nueva Jersey', NM: 'Nuevo México', NH: 'Nuevo Hampshire', PA: 'Pensilvania', OR: 'Oregón', LA: 'Luisiana',
	NC: 'Carolina del Norte', SC: 'Carolina del Sur', ND: 'Dakota del Norte', SD: 'Dakota del Sur', HI: 'Hawái', MI: 'Míchigan', WV: 'Virginia Occidental', DC: 'Washington D. C.',
}
const stateName = (code: string) => spanishStateNames[code] ?? usStates.find(([c]) => c === code)?.[1] ?? code

const listed = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`)

type Profile = { first: string; city: string; specialties: string[]; inPerson: boolean; telehealth: boolean; states: string[]; insurance: string[]; accepting: boolean }

/** A dietitian's summary in Spanish, from their profile (50 to 2,000 characters, as the form asks). */
export function spanishSummary(userId: number, profile: Profile): string {
	// New York is Nueva York in Spanish; the other demo cities keep their names.
	const p = { ...profile, city: profile.city === 'New York' ? 'Nueva York' : profile.city }
	const focus = listed(p.specialties.slice(0, 2).map((key) => specialtyPhrases[key] ?? 'la nutrición'))
	const visits =
		p.inPerson && p.telehealth
			? `Atiendo en mi consultorio de ${p.city} y por videollamada en ${listed(p.states.map(stateName))}.`
			: p.inPerson
				? `Las consultas son en persona, en mi consultorio de ${p.city}.`
				: `Todas las consultas son por videollamada o por teléfono, desde la comodidad de su casa, en ${listed(p.states.map(stateName))}.`
	const payers = p.insurance.filter((payer) => payer !== 'Self-pay')
	const paying = payers.length ? ` Acepto ${listed(payers)}${p.insurance.includes('Self-pay') ? ', y también pago directo' : ''}.` : ' Trabajo con pago directo y le doy un recibo (superbill) para su seguro.'
	const waiting = p.accepting ? '' : ' Por ahora mi agenda está llena; escríbame para entrar en la lista de espera.'
	return [openers[userId % openers.length]!({ first: p.first, city: p.city, focus }), specialtyStories[p.specialties[0] ?? ''] ?? generalStory, `${visits}${paying}${waiting} Las consultas son en español o en inglés, como usted prefiera.`].join('\n\n')
}

/**
 * Whether a demo dietitian also counsels in Spanish: about a third more of those in metros where
 * Spanish is heard, besides those the random draw gave it to.
 */
export const alsoSpanish = (userId: number, metroLanguages: string[]) => metroLanguages.includes('Spanish') && userId % 3 === 0

/** Most of those who counsel in Spanish wrote a Spanish summary; a few left it to the English one. */
export const writesSpanishSummary = (userId: number) => userId % 4 !== 1

import { eq, sql } from 'drizzle-orm'
import { cityKey, lookupZip } from '#app/modules/directory/zip-codes.server.ts'
import { hashPassword } from '#app/modules/auth/password.server.ts'
import { npiCheckDigit } from '#app/modules/profiles/npi.ts'
import { zipTimeZone } from '#app/modules/profiles/office-time-zone.server.ts'
import { insurancePayers, specialties } from '#app/modules/profiles/taxonomy.ts'
import { pickOne, seededRandom, type Random } from '#app/modules/random/seeded-random.ts'
import { users } from '#db/schema/accounts.ts'
import { credentialChecks, profiles, type Education, type WorkingTime } from '#db/schema/profiles.ts'
import type { Seed } from './seed.ts'
import {
	approaches,
	bachelorDegrees,
	doctorates,
	firstNames,
	genericTitles,
	internshipSites,
	lastNames,
	masterDegrees,
	openers,
	schools,
	specialtyStories,
	streets,
} from './demo-profile-content.ts'
import { demoPhotoKey } from './demo-photos.ts'
import { alsoSpanish, spanishSummary, writesSpanishSummary } from './demo-spanish-summaries.ts'

type Metro = { name: string; zips: string[]; areaCodes: string[]; languages: string[]; count: number }

// Real ZIP codes of the largest metros, so a ZIP search there fills a page; the languages heard there.
const metros: Metro[] = [
	{ name: 'New York', zips: ['10001', '10011', '10016', '10022', '10025', '11201', '11215', '10463', '11375', '07302'], areaCodes: ['212', '718', '917', '201'], languages: ['Spanish', 'Chinese', 'Russian', 'Korean', 'French'], count: 14 },
	{ name: 'Los Angeles', zips: ['90012', '90024', '90036', '90046', '91101', '90401', '90802'], areaCodes: ['213', '310', '323', '626', '562'], languages: ['Spanish', 'Korean', 'Tagalog', 'Vietnamese', 'Chinese'], count: 10 },
	{ name: 'Chicago', zips: ['60601', '60611', '60614', '60622', '60640', '60302'], areaCodes: ['312', '773', '708'], languages: ['Spanish', 'Arabic', 'Hindi', 'Korean'], count: 9 },
	{ name: 'Houston', zips: ['77002', '77006', '77019', '77030', '77098'], areaCodes: ['713', '832'], languages: ['Spanish', 'Vietnamese', 'Arabic'], count: 4 },
	{ name: 'Phoenix', zips: ['85004', '85016', '85251', '85281'], areaCodes: ['602', '480'], languages: ['Spanish'], count: 4 },
	{ name: 'Philadelphia', zips: ['19103', '19106', '19130', '19147'], areaCodes: ['215', '267'], languages: ['Spanish', 'Chinese', 'Russian'], count: 4 },
	{ name: 'Dallas', zips: ['75201', '75204', '75219', '75093'], areaCodes: ['214', '972'], languages: ['Spanish', 'Hindi', 'Vietnamese'], count: 4 },
	{ name: 'Miami', zips: ['33130', '33139', '33145', '33156'], areaCodes: ['305', '786'], languages: ['Spanish', 'Portuguese', 'French'], count: 4 },
	{ name: 'Atlanta', zips: ['30303', '30308', '30309', '30324'], areaCodes: ['404', '678'], languages: ['Spanish', 'Korean', 'French'], count: 4 },
	{ name: 'Seattle', zips: ['98101', '98103', '98109', '98122'], areaCodes: ['206'], languages: ['Chinese', 'Vietnamese', 'Korean', 'Tagalog'], count: 4 },
	{ name: 'Boston', zips: ['02108', '02115', '02139', '02446'], areaCodes: ['617', '857'], languages: ['Portuguese', 'Spanish', 'Chinese'], count: 3 },
	{ name: 'Denver', zips: ['80202', '80206', '80218'], areaCodes: ['303', '720'], languages: ['Spanish'], count: 4 },
	{ name: 'Minneapolis', zips: ['55401', '55403', '55408'], areaCodes: ['612'], languages: ['Spanish', 'Arabic'], count: 4 },
	{ name: 'Portland', zips: ['97205', '97209', '97214'], areaCodes: ['503', '971'], languages: ['Spanish', 'Vietnamese', 'Russian'], count: 4 },
	{ name: 'Nashville', zips: ['37203', '37212'], areaCodes: ['615'], languages: ['Spanish', 'Arabic'], count: 4 },
	{ name: 'Baltimore', zips: ['21201', '21230'], areaCodes: ['410', '443'], languages: ['Spanish', 'French', 'ASL'], count: 3 },
]

/** Where a dietitian in a state is often licensed for telehealth as well. */
const neighbours: Record<string, string[]> = {
	NY: ['NJ', 'CT', 'PA'], NJ: ['NY', 'PA'], CA: ['OR', 'NV', 'AZ'], IL: ['WI', 'IN'], TX: ['OK', 'LA', 'NM'], AZ: ['NM', 'NV', 'CA'],
	PA: ['NJ', 'NY', 'DE'], FL: ['GA', 'AL'], GA: ['FL', 'SC', 'TN'], WA: ['OR', 'ID'], MA: ['RI', 'NH', 'CT'], CO: ['WY', 'NM'],
	MN: ['WI', 'IA'], OR: ['WA', 'CA'], TN: ['KY', 'GA', 'AL'], MD: ['DC', 'VA', 'DE'],
}

/** Licences by state: New York's is CDN, a few states say LDN, the others LD. */
const stateLicence = (state: string) => (state === 'NY' ? 'CDN' : ['PA', 'IL', 'MA', 'TN', 'MD'].includes(state) ? 'LDN' : 'LD')

function some<T>(next: Random, list: readonly T[], count: number): T[] {
	const pool = [...list]
	const chosen: T[] = []
	while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!)
	return chosen
}
const between = (next: Random, low: number, high: number) => low + Math.floor(next() * (high - low + 1))

const week = (days: Partial<WorkingTime>): WorkingTime => ({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [], ...days })
const open = (from: string, to: string) => [{ from, to }]

/** Office hours of real practices: office days, early starts, evenings, weekends, part time. */
const schedules: WorkingTime[] = [
	week({ mon: open('09:00', '17:00'), tue: open('09:00', '17:00'), wed: open('09:00', '17:00'), thu: open('09:00', '17:00'), fri: open('09:00', '17:00') }),
	week({ mon: open('07:30', '15:30'), tue: open('07:30', '15:30'), wed: open('07:30', '15:30'), thu: open('07:30', '15:30'), fri: open('07:30', '13:00') }),
	week({ mon: open('09:00', '15:00'), tue: open('11:00', '19:00'), wed: open('11:00', '19:00'), thu: open('11:00', '19:00'), fri: open('09:00', '15:00'), sat: open('09:00', '12:00') }),
	week({ mon: open('08:00', '18:00'), tue: open('08:00', '18:00'), wed: open('08:00', '18:00'), thu: open('08:00', '18:00') }),
	week({
		mon: [{ from: '09:00', to: '12:00' }, { from: '13:00', to: '17:00' }],
		tue: open('12:00', '20:00'),
		wed: [{ from: '09:00', to: '12:00' }, { from: '13:00', to: '17:00' }],
		thu: open('12:00', '20:00'),
		fri: [{ from: '09:00', to: '12:00' }, { from: '13:00', to: '16:00' }],
	}),
	week({ mon: open('09:00', '14:00'), wed: open('09:00', '14:00'), fri: open('09:00', '14:00'), sat: open('10:00', '14:00') }),
	week({ mon: open('16:00', '20:00'), tue: open('16:00', '20:00'), wed: open('16:00', '20:00'), thu: open('16:00', '20:00'), sat: open('09:00', '13:00'), sun: open('10:00', '13:00') }),
	week({ mon: open('10:00', '18:00'), tue: open('10:00', '18:00'), wed: open('10:00', '13:00'), thu: open('10:00', '18:00'), fri: open('10:00', '18:00') }),
]

const thisYear = new Date().getUTCFullYear()

function educationFor(next: Random, primary: string): { education: Education; graduated: number } {
	const graduated = between(next, 1994, thisYear - 4)
	const bachelor = { degree: pickOne(next, bachelorDegrees), school: pickOne(next, schools), year: graduated }
	const kind = next()
	if (kind < 0.25) return { education: [{ degree: 'Dietetic Internship', school: pickOne(next, internshipSites), year: Math.min(thisYear - 1, graduated + 1) }, bachelor], graduated }
	const masterDegree = primary === 'sports' && next() < 0.6 ? 'MS, Exercise Physiology' : pickOne(next, masterDegrees)
	const master = { degree: masterDegree, school: pickOne(next, schools), year: Math.min(thisYear - 1, graduated + between(next, 2, 6)) }
	if (kind > 0.9 && master.year + 4 < thisYear) return { education: [{ degree: pickOne(next, doctorates), school: pickOne(next, schools), year: master.year + between(next, 3, 5) }, master, bachelor], graduated }
	return { education: [master, bachelor], graduated }
}

const listed = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)

type Services = { inPerson: boolean; telehealth: boolean; states: string[] }

function logistics(next: Random, services: Services, city: string, languages: string[], insurance: string[], accepting: boolean) {
	const where = services.inPerson && services.telehealth
		? `I see clients at my ${city} office and by video across ${listed(services.states)}.`
		: services.inPerson
			? `Visits are in person only, at my office in ${city}: I like to cook and read labels with clients in the room.`
			: `All my visits are by video or phone, so clients anywhere in ${listed(services.states)} can meet me from home.`
	const spoken = languages.length > 1 ? ` Sessions in ${listed(languages)}.` : ''
	const payers = insurance.filter((payer) => payer !== 'Self-pay')
	const paying = payers.length ? ` I am in network with ${listed(payers)}${insurance.includes('Self-pay') ? ', and self-pay clients receive a superbill' : ''}.` : ' I work with self-pay clients and provide a superbill for out-of-network benefits.'
	const waiting = accepting ? '' : ' My schedule is full at the moment; write to join the waiting list.'
	return `${where}${spoken}${paying}${waiting}${next() < 0.3 ? ' Free 15-minute phone consultations are available.' : ''}`
}

type Person = { first: string; last: string; email: string; plan: number; metro: Metro; zip: string }
type Overrides = Partial<typeof profiles.$inferInsert>

/**
 * The self-pay range and what follows from it without drawing from the sequence: the first visit
 * (longer) at the top of the range, a follow-up at its bottom, a superbill where the summary promises
 * one to self-pay clients (logistics above), a sliding scale for one in four.
 */
function fees(min: number | null, max: number | null, insurance: string[], userId: number) {
	return {
		selfPayMinCents: min === null ? null : min * 100,
		selfPayMaxCents: max === null ? null : max * 100,
		selfPayFirstVisitCents: max === null ? null : max * 100,
		selfPayFollowUpCents: min === null ? null : min * 100,
		superbill: insurance.includes('Self-pay'),
		slidingScale: userId % 4 === 0,
		insuranceConfirmedAt: new Date(Date.now() - (userId % 40) * 86_400_000),
	}
}

/** A complete, varied profile for one person, from the random sequence. */
async function profileFor(next: Random, userId: number, person: Person, overrides: Overrides = {}): Promise<typeof profiles.$inferInsert> {
	const place = lookupZip(person.zip)!
	const name = `${person.first} ${person.last}`
	const focus = overrides.specialties ?? some(next, specialties, between(next, 2, 5)).map(([key]) => key)
	const primary = focus[0]!
	const story = specialtyStories[primary]!
	// One in five in person only, one in five by telehealth only, the rest both.
	const roll = next()
	const services: Services = { inPerson: overrides.offersInPerson ?? roll >= 0.2, telehealth: overrides.offersTelehealth ?? (roll < 0.2 || roll >= 0.4), states: [] }
	if (services.telehealth) services.states = overrides.telehealthStates ?? [place.state, ...some(next, neighbours[place.state] ?? [], between(next, 0, 3))]
	const drawn = overrides.languages ?? ['English', ...(next() < 0.5 ? some(next, person.metro.languages, next() < 0.8 ? 1 : 2) : [])]
	// Issue 32: more of them counsel in Spanish, decided by the id so the random sequence stays as it was.
	const languages = !overrides.languages && !drawn.includes('Spanish') && alsoSpanish(userId, person.metro.languages) ? ['English', 'Spanish', ...drawn.slice(1)] : drawn
	const payers = insurancePayers.filter((payer) => payer !== 'Self-pay' && (payer !== 'Medicare' || focus.some((key) => ['older-adults', 'renal', 'diabetes', 'heart-health'].includes(key)) || next() < 0.2))
	const insurance = next() < 0.12 ? ['Self-pay'] : [...some(next, payers, between(next, 1, 4)), ...(next() < 0.7 ? ['Self-pay'] : [])]
	const accepting = next() < 0.8
	const { education, graduated } = educationFor(next, primary)
	const selfPayMin = next() < 0.9 ? between(next, 15, 35) * 5 : null
	const extraCredentials = focus.map((key) => specialtyStories[key]?.credential).filter((c): c is string => Boolean(c))
	const credentials = overrides.credentials ?? [next() < 0.6 ? 'RDN' : 'RD', ...new Set(extraCredentials.slice(0, 2)), stateLicence(place.state)]
	const firstNine = String(between(next, 100_000_000, 299_999_999))
	const handle = `${person.first}${person.last}`.toLowerCase()
	const focusLabels = focus.slice(0, 3).map((key) => specialtyStories[key]!.phrase)
	const paragraphs = [
		pickOne(next, openers)({ name, city: place.city, years: thisYear - graduated, focus: listed(focusLabels) }),
		[story.text, ...(focus[1] && next() < 0.5 ? [specialtyStories[focus[1]]!.text] : [])].join(' '),
		some(next, approaches, between(next, 1, 2)).join(' '),
		logistics(next, services, place.city, languages, insurance, accepting),
	]
	const profileNames = [`${name} Nutrition`, `${person.last} Nutrition Counseling`, `Nourish with ${person.first}`, `${place.city} ${story.title?.replace(' Dietitian', '') ?? 'Family'} Nutrition`, `${name}, ${credentials[0]}`]
	return {
		userId,
		profileName: pickOne(next, profileNames),
		role: story.title && next() < 0.6 ? story.title : pickOne(next, genericTitles),
		credentials,
		businessEmail: `office.${userId}@dietitians.example`,
		officeNumber: `(${pickOne(next, person.metro.areaCodes)}) 555-01${String(between(next, 0, 99)).padStart(2, '0')}`,
		officeFax: next() < 0.3 ? `(${pickOne(next, person.metro.areaCodes)}) 555-01${String(between(next, 0, 99)).padStart(2, '0')}` : null,
		streetAddress: `${between(next, 12, 2400)} ${pickOne(next, streets)}`,
		aptSuite: next() < 0.5 ? `Suite ${between(next, 100, 950)}` : null,
		cityName: place.city,
		cityKey: cityKey(place.city),
		state: place.state,
		zipcode: place.zip,
		latitude: place.latitude,
		longitude: place.longitude,
		timeZone: zipTimeZone(place.zip),
		websiteUrl: next() < 0.75 ? `https://www.${handle}-nutrition.example` : null,
		summary: paragraphs.join('\n\n'),
		summaryEs:
			languages.includes('Spanish') && writesSpanishSummary(userId)
				? spanishSummary(userId, { first: person.first, city: place.city, specialties: focus, inPerson: services.inPerson, telehealth: services.telehealth, states: services.states, insurance, accepting })
				: null,
		specialties: focus,
		offersInPerson: services.inPerson,
		offersTelehealth: services.telehealth,
		telehealthStates: services.states,
		insurance,
		// The top of the range is drawn here, where it always was, so every other demo value stays as it was.
		...fees(selfPayMin, selfPayMin === null ? null : selfPayMin + between(next, 6, 20) * 5, insurance, userId),
		languages,
		acceptingNewClients: accepting,
		workingTime: pickOne(next, schedules),
		education,
		facebook: next() < 0.25 ? `https://www.facebook.com/${handle}.nutrition` : null,
		instagram: next() < 0.45 ? `https://www.instagram.com/${handle}.rd` : null,
		twitter: next() < 0.1 ? `https://x.com/${handle}_rd` : null,
		npi: `${firstNine}${npiCheckDigit(firstNine)}`,
		cdrNumber: next() < 0.85 ? String(between(next, 800_000, 1_199_999)) : null,
		licenseNumber: next() < 0.8 ? `${stateLicence(place.state)}-${between(next, 10_000, 99_999)}` : null,
		avatarKey: await demoPhotoKey(userId),
		reviewStatus: 'approved',
		...overrides,
	}
}

const demoPassword = 'Dietitian-demo-2024!'
const day = 86_400_000
const mayaSummary = [
	'I’m Maya Chen, a registered dietitian nutritionist and certified diabetes educator in Chelsea, Manhattan. For eleven years I have helped New Yorkers with type 2 diabetes, high cholesterol and a wish to eat more plants.',
	'We start from the food you already love, including the dumplings and the bagels, and build plates that keep blood sugar steady. I read CGM data with you and explain it in plain words.',
	'I see clients at my office on West 14th Street and by video across New York and New Jersey. Sessions in English or Mandarin; in network with Aetna, Cigna and Medicare.',
].join('\n\n')

/**
 * Demo dietitians: Maya Chen's complete, approved and listed profile; the
 * three other authors of the Authors Digest where their articles say they
 * work; and 82 more listed dietitians in 16 metros (15 states and New Jersey's
 * side of New York), each with a name of their own and a varied profile; plus a
 * few that are not listed (a draft, some pending approval, one rejected, one
 * whose plan lapsed) for the admin. Sam Ortiz, who has no plan, has no profile.
 * Development data: it sets `users.plan` directly, as the other demo seeds do.
 */
export const demoProfilesSeed: Seed = {
	name: 'demo profiles',
	async shouldRun(db) {
		const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles)
		return (row?.n ?? 0) === 0
	},
	async run(db) {
		// A fixed seed: the same demo data on every fresh clone.
		const next = seededRandom(20261122)
		const passwordHash = await hashPassword(demoPassword)
		const now = Date.now()
		const reviewed = { step1SavedAt: new Date(now - 40 * day), step2SavedAt: new Date(now - 40 * day), submittedAt: new Date(now - 39 * day), approvedAt: new Date(now - 38 * day) }
		const metro = (name: string) => metros.find((m) => m.name === name)!
		let listedCount = 0

		const [maya] = await db.select().from(users).where(eq(users.email, 'maya.chen@americandietitian.example'))
		if (maya) {
			const person = { first: 'Maya', last: 'Chen', email: maya.email, plan: maya.plan, metro: metro('New York'), zip: '10011' }
			await db.insert(profiles).values(
				await profileFor(next, maya.id, person, {
					...reviewed,
					profileName: 'Maya Chen Nutrition',
					role: 'Registered Dietitian Nutritionist',
					credentials: ['RDN', 'CDCES', 'CDN'],
					streetAddress: '210 W 14th St',
					aptSuite: 'Suite 4B',
					officeNumber: '(212) 555-0142',
					websiteUrl: 'https://www.mayachen-nutrition.example',
					instagram: 'https://www.instagram.com/mayachen.rd',
					summary: mayaSummary,
					specialties: ['diabetes', 'heart-health', 'plant-based'],
					offersInPerson: true,
					offersTelehealth: true,
					telehealthStates: ['NY', 'NJ'],
					insurance: ['Aetna', 'Cigna', 'Medicare', 'Self-pay'],
					selfPayMinCents: 11000,
					selfPayMaxCents: 16500,
					selfPayFirstVisitCents: 16500,
					selfPayFollowUpCents: 11000,
					languages: ['English', 'Chinese'],
					acceptingNewClients: true,
					workingTime: schedules[4],
					education: [
						{ degree: 'MS, Clinical Nutrition', school: 'New York University', year: 2014 },
						{ degree: 'BS, Nutritional Sciences', school: 'Cornell University', year: 2012 },
					],
				}),
			)
			await db.update(users).set({ submitAt: reviewed.submittedAt }).where(eq(users.id, maya.id))
			listedCount++
		}

		// The Authors Digest's other writers (cms/src/seed/authors.ts): their bylines link to these profiles.
		const authors: [Person, Overrides][] = [
			[{ first: 'Priya', last: 'Nair', email: 'priya.nair@americandietitian.example', plan: 2, metro: metro('Chicago'), zip: '60611' }, { specialties: ['diabetes', 'pcos'], credentials: ['RDN', 'CDCES', 'LDN'], offersInPerson: false, offersTelehealth: true, telehealthStates: ['IL', 'WI', 'IN'], languages: ['English', 'Hindi'] }],
			[{ first: 'Hannah', last: 'Brooks', email: 'hannah.brooks@americandietitian.example', plan: 3, metro: metro('Boston'), zip: '02115' }, { specialties: ['eating-disorders', 'heart-health'], credentials: ['RD', 'LDN'] }],
			[{ first: 'Luis', last: 'Romero', email: 'luis.romero@americandietitian.example', plan: 2, metro: { ...metro('Houston'), areaCodes: ['210'] }, zip: '78205' }, { specialties: ['sports', 'bariatric', 'pediatrics'], credentials: ['RD', 'CSSD', 'LD'], languages: ['English', 'Spanish'] }],
		]
		const people: Person[] = authors.map(([person]) => person)
		let n = 0
		for (const m of metros) {
			for (let i = 0; i < m.count; i++, n++) {
				const first = firstNames[n]!
				// A stride coprime with the list's length: every last name once, in a different order.
				const last = lastNames[(n * 37) % lastNames.length]!
				people.push({ first, last, email: `${first}.${last}@dietitians.example`.toLowerCase(), plan: [1, 2, 2, 3][n % 4]!, metro: m, zip: m.zips[i % m.zips.length]! })
			}
		}
		for (const [index, person] of people.entries()) {
			const [user] = await db
				.insert(users)
				.values({ email: person.email, passwordHash, firstName: person.first, lastName: person.last, verified: true, plan: person.plan, submitAt: reviewed.submittedAt })
				.returning({ id: users.id })
			await db.insert(profiles).values(await profileFor(next, user!.id, person, { ...reviewed, ...(authors[index]?.[1] ?? {}) }))
			listedCount++
		}

		// Not listed, for the admin's queue and the status pages.
		const pending = { reviewStatus: 'submitted', approvedAt: null } as const
		const unlisted: [string, Overrides, number][] = [
			['Drafty', { reviewStatus: 'draft', submittedAt: null, approvedAt: null }, 1],
			['Pending', pending, 2],
			// More for the approval queue: one waiting a week, one whose NPI fails its check digit, one from today.
			['Waiting', { ...pending, submittedAt: new Date(now - 7 * day) }, 1],
			['Checkdigit', { ...pending, submittedAt: new Date(now - 3 * day), npi: '1234567890' }, 3],
			['Newcomer', { ...pending, submittedAt: new Date(now - 2 * 3_600_000) }, 2],
			['Rejected', { reviewStatus: 'rejected', approvedAt: null, rejectedAt: new Date(now - 5 * day), rejectionReason: 'The NPI does not match the name on the profile.' }, 1],
			['Lapsed', {}, 0],
		]
		for (const [last, extra, plan] of unlisted) {
			const email = `${last.toLowerCase()}@dietitians.example`
			const [user] = await db.insert(users).values({ email, passwordHash, firstName: 'Demo', lastName: last, verified: true, plan }).returning({ id: users.id })
			await db.insert(profiles).values(await profileFor(next, user!.id, { first: 'Demo', last, email, plan, metro: metro('New York'), zip: '10001' }, { ...reviewed, ...extra }))
		}
		const trust = await seedTrust(db, now)
		return [`[db] seeded ${listedCount} listed demo dietitians in ${metros.length} metros and San Antonio (+${unlisted.length} not listed); ${trust}`]
	},
}

/**
 * Issue 30 on the demo data. Availability: most listings confirmed in the last
 * weeks, every eighth unconfirmed (50–80 days), every fifteenth paused (95–120
 * days), so /search shows "confirmed" and "not confirmed" and a paused page
 * exists. Credential checks, honestly: only numbers the profile gave, by the
 * demo administrator, after the approval; about a third of the listings have
 * none and show no "Verified" (Maya Chen has two).
 */
async function seedTrust(db: Parameters<Seed['run']>[0], now: number) {
	const [admin] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.manageRole, 'admin')).limit(1)
	const rows = await db
		.select({ userId: profiles.userId, email: users.email, state: profiles.state, npi: profiles.npi, cdr: profiles.cdrNumber, licence: profiles.licenseNumber, review: profiles.reviewStatus })
		.from(profiles)
		.innerJoin(users, eq(users.id, profiles.userId))
		.orderBy(profiles.userId)
	const counts = { confirmed: 0, unconfirmed: 0, paused: 0, checked: 0 }
	for (const [index, row] of rows.entries()) {
		const maya = row.email === 'maya.chen@americandietitian.example'
		// The Authors Digest's writers stay confirmed: their bylines link to their profiles.
		const steady = row.email.endsWith('@americandietitian.example')
		const kind = steady || index % 8 !== 5 ? (index % 15 === 7 && !steady ? 'paused' : 'confirmed') : 'unconfirmed'
		const ageDays = maya ? 6 : kind === 'paused' ? 95 + (index % 25) : kind === 'unconfirmed' ? 50 + (index % 30) : 2 + (index % 27)
		const confirmedAt = new Date(now - ageDays * day)
		await db
			.update(profiles)
			.set({ acceptingConfirmedAt: confirmedAt, availabilityMailDueAt: new Date(confirmedAt.getTime() + 30 * day) })
			.where(eq(profiles.userId, row.userId))
		if (row.review === 'approved') counts[kind]++
		if (!admin || row.review !== 'approved' || (!maya && index % 3 === 2)) continue
		const checkedAt = new Date(now - (maya ? 37 : 30 - (index % 25)) * day)
		const checks: (typeof credentialChecks.$inferInsert)[] = []
		if (row.npi) checks.push({ userId: row.userId, kind: 'npi', number: row.npi, state: null, checkedAt, checkedBy: admin.id, checkedByEmail: admin.email })
		if (row.licence && (maya || index % 2 === 0)) checks.push({ userId: row.userId, kind: 'licence', number: row.licence, state: row.state, checkedAt, checkedBy: admin.id, checkedByEmail: admin.email })
		if (row.cdr && !row.npi) checks.push({ userId: row.userId, kind: 'cdr', number: row.cdr, state: null, checkedAt, checkedBy: admin.id, checkedByEmail: admin.email })
		if (checks.length) {
			await db.insert(credentialChecks).values(checks)
			counts.checked++
		}
	}
	return `availability: ${counts.confirmed} confirmed, ${counts.unconfirmed} unconfirmed, ${counts.paused} paused; ${counts.checked} with credential checks`
}

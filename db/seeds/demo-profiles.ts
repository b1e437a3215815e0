import { eq, sql } from 'drizzle-orm'
import { cityKey, lookupZip } from '../../web/app/modules/directory/zip-codes.server.ts'
import { hashPassword } from '../../web/app/modules/auth/password.server.ts'
import { npiCheckDigit } from '../../web/app/modules/profiles/npi.ts'
import { credentials, insurancePayers, languages, specialties } from '../../web/app/modules/profiles/taxonomy.ts'
import { users } from '../schema/accounts.ts'
import { demoPhotoKey } from './demo-photos.ts'
import { profiles, type WorkingTime } from '../schema/profiles.ts'
import type { Seed } from '../seed.ts'

// Real ZIP codes of the largest metros, so a ZIP search there fills a page.
const metros: [metro: string, zips: string[]][] = [
	['New York', ['10001', '10011', '10016', '10022', '10025', '11201', '11215', '10463', '11375', '07302']],
	['Los Angeles', ['90012', '90024', '90036', '90046', '91101', '90401', '90802']],
	['Chicago', ['60601', '60611', '60614', '60622', '60640', '60302']],
	['Houston', ['77002', '77006', '77019', '77030', '77098']],
	['Phoenix', ['85004', '85016', '85251', '85281']],
	['Philadelphia', ['19103', '19106', '19130', '19147']],
	['Dallas', ['75201', '75204', '75219', '75093']],
	['Miami', ['33130', '33139', '33145', '33156']],
	['Atlanta', ['30303', '30308', '30309', '30324']],
	['Seattle', ['98101', '98103', '98109', '98122']],
	['Boston', ['02108', '02115', '02139', '02446']],
	['Denver', ['80202', '80206', '80218']],
	['Minneapolis', ['55401', '55403', '55408']],
	['Portland', ['97205', '97209', '97214']],
	['Nashville', ['37203', '37212']],
	['Baltimore', ['21201', '21230']],
]

const firstNames = ['Ana', 'Ben', 'Carla', 'Deepa', 'Elena', 'Farah', 'Grace', 'Hannah', 'Isaac', 'Jade', 'Kofi', 'Lena', 'Marco', 'Nadia', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sofia', 'Tomas', 'Uma', 'Victor', 'Wen', 'Ximena', 'Yara', 'Zoe']
const lastNames = ['Alvarez', 'Brooks', 'Castillo', 'Desai', 'Edwards', 'Fischer', 'Garcia', 'Hughes', 'Ibrahim', 'Jensen', 'Kim', 'Lopez', 'Morgan', 'Nguyen', 'Okafor', 'Patel', 'Quintero', 'Rossi', 'Santos', 'Tran', 'Urban', 'Vargas', 'Walsh', 'Xu', 'Young', 'Zhang']
const titles = ['Registered Dietitian', 'Registered Dietitian Nutritionist', 'Clinical Dietitian', 'Sports Dietitian', 'Pediatric Dietitian', 'Outpatient Dietitian']
const streets = ['Main St', 'Oak Ave', 'Park Blvd', 'Maple Dr', 'Cedar Ln', 'Elm St', 'Lake Ave', 'Hill Rd']

/** A small deterministic random sequence: the same demo data on every fresh clone. */
function random(seed: number) {
	let state = seed
	return () => {
		state = (state * 1103515245 + 12345) % 2147483648
		return state / 2147483648
	}
}

function pick<T>(next: () => number, list: readonly T[], count: number): T[] {
	const pool = [...list]
	const chosen: T[] = []
	while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!)
	return chosen
}

const weekdays = (from: string, to: string): WorkingTime => ({
	mon: [{ from, to }],
	tue: [{ from, to }],
	wed: [{ from: '09:00', to: '12:00' }, { from: '13:00', to }],
	thu: [{ from, to }],
	fri: [{ from, to: '15:00' }],
	sat: [],
	sun: [],
})

function summaryFor(name: string, focus: string[], city: string) {
	return [
		`I am ${name}, a registered dietitian in ${city}. I work with adults and families on ${focus.join(', ')}, with plans that fit real kitchens, budgets and schedules.`,
		'The first visit is about listening: what you eat now, what you have tried, your lab results and what you want to change. We then set two or three goals for the next weeks and adjust them together.',
		'I coordinate with your physician when it helps, and I offer visits in my office and by video.',
	].join('\n\n')
}

const demoPassword = 'Dietitian-demo-2024!'

/**
 * Demo dietitians: Maya Chen's complete, approved and listed profile, and 86
 * listed dietitians in 16 metros (plans 1–3, varied specialties, services,
 * insurance, languages and hours), plus a few that are not listed (a draft,
 * one pending approval, one rejected, one whose plan lapsed) for the admin.
 * Development data: it sets `users.plan` directly, as the other demo seeds do.
 */
export const demoProfilesSeed: Seed = {
	name: 'demo profiles',
	async shouldRun(db) {
		const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles)
		return (row?.n ?? 0) === 0
	},
	async run(db) {
		const next = random(20261122)
		const passwordHash = await hashPassword(demoPassword)
		const now = Date.now()
		let created = 0
		const insertProfile = async (userId: number, zip: string, extra: Partial<typeof profiles.$inferInsert>, name: string) => {
			const place = lookupZip(zip)!
			const focus = extra.specialties ? specialties.filter(([key]) => extra.specialties!.includes(key)) : pick(next, specialties, 3)
			const firstNine = String(100000000 + Math.floor(next() * 899999999))
			await db.insert(profiles).values({
				userId,
				profileName: `${name} Nutrition`,
				role: pick(next, titles, 1)[0],
				credentials: ['RD', ...pick(next, credentials.filter((c) => c !== 'RD'), 1 + Math.floor(next() * 2))],
				businessEmail: `office.${userId}@dietitians.example`,
				officeNumber: `(${200 + Math.floor(next() * 700)}) 555-0${100 + Math.floor(next() * 899)}`,
				streetAddress: `${100 + Math.floor(next() * 1800)} ${pick(next, streets, 1)[0]}`,
				aptSuite: next() < 0.5 ? `Suite ${100 + Math.floor(next() * 400)}` : null,
				cityName: place.city,
				cityKey: cityKey(place.city),
				state: place.state,
				zipcode: place.zip,
				latitude: place.latitude,
				longitude: place.longitude,
				timeZone: null,
				websiteUrl: `https://www.${name.toLowerCase().replace(/[^a-z]+/g, '')}-nutrition.example`,
				summary: summaryFor(name, focus.map(([, label]) => label), place.city),
				specialties: focus.map(([key]) => key),
				offersInPerson: next() < 0.85,
				offersTelehealth: true,
				telehealthStates: [place.state, ...(next() < 0.3 ? ['NJ', 'CT'].filter((s) => s !== place.state) : [])],
				insurance: pick(next, insurancePayers, 2 + Math.floor(next() * 4)),
				selfPayMinCents: 9000 + Math.floor(next() * 4) * 1000,
				selfPayMaxCents: 15000 + Math.floor(next() * 6) * 1000,
				languages: ['English', ...pick(next, languages.filter((l) => l !== 'English'), next() < 0.4 ? 1 : 0)],
				acceptingNewClients: next() < 0.8,
				workingTime: weekdays(next() < 0.5 ? '08:00' : '09:00', next() < 0.5 ? '17:00' : '18:00'),
				education: [
					{ degree: 'MS, Clinical Nutrition', school: 'State University', year: 2008 + Math.floor(next() * 12) },
					{ degree: 'BS, Dietetics', school: 'City College', year: 2004 + Math.floor(next() * 10) },
				],
				instagram: next() < 0.5 ? `https://www.instagram.com/${name.toLowerCase().replace(/[^a-z]+/g, '')}.rd` : null,
				npi: `${firstNine}${npiCheckDigit(firstNine)}`,
				cdrNumber: String(800000 + Math.floor(next() * 199999)),
				licenseNumber: `${place.state}-${10000 + Math.floor(next() * 89999)}`,
				avatarKey: await demoPhotoKey(userId),
				reviewStatus: 'approved',
				step1SavedAt: new Date(now - 40 * 86_400_000),
				step2SavedAt: new Date(now - 40 * 86_400_000),
				submittedAt: new Date(now - 39 * 86_400_000),
				approvedAt: new Date(now - 38 * 86_400_000),
				...extra,
			})
		}

		const [maya] = await db.select().from(users).where(eq(users.email, 'maya.chen@americandietitian.example'))
		if (maya) {
			await insertProfile(maya.id, '10011', { specialties: ['diabetes', 'heart-health', 'plant-based'], acceptingNewClients: true, languages: ['English', 'Chinese'] }, 'Maya Chen')
			await db.update(users).set({ submitAt: new Date(now - 39 * 86_400_000) }).where(eq(users.id, maya.id))
		}

		let index = 0
		for (const [metro, zips] of metros) {
			const perMetro = metro === 'New York' ? 14 : metro === 'Los Angeles' || metro === 'Chicago' ? 10 : 4
			for (let i = 0; i < perMetro; i++, index++) {
				const first = firstNames[index % firstNames.length]!
				const last = lastNames[(index * 7) % lastNames.length]!
				const plan = [1, 2, 2, 3][index % 4]!
				const [user] = await db
					.insert(users)
					.values({
						email: `${first}.${last}.${index}@dietitians.example`.toLowerCase(),
						passwordHash,
						firstName: first,
						lastName: last,
						verified: true,
						plan,
						submitAt: new Date(now - 39 * 86_400_000),
					})
					.returning({ id: users.id })
				await insertProfile(user!.id, zips[i % zips.length]!, {}, `${first} ${last}`)
				created++
			}
		}
		// Not listed, for the admin's queue and the status pages.
		const unlisted: [string, Partial<typeof profiles.$inferInsert>, number][] = [
			['Drafty', { reviewStatus: 'draft', submittedAt: null, approvedAt: null }, 1],
			['Pending', { reviewStatus: 'submitted', approvedAt: null }, 2],
			// More for the approval queue: one waiting a week, one whose NPI fails its check digit, one from today.
			['Waiting', { reviewStatus: 'submitted', approvedAt: null, submittedAt: new Date(now - 7 * 86_400_000) }, 1],
			['Checkdigit', { reviewStatus: 'submitted', approvedAt: null, submittedAt: new Date(now - 3 * 86_400_000), npi: '1234567890' }, 3],
			['Newcomer', { reviewStatus: 'submitted', approvedAt: null, submittedAt: new Date(now - 2 * 3_600_000) }, 2],
			['Rejected', { reviewStatus: 'rejected', approvedAt: null, rejectedAt: new Date(now - 5 * 86_400_000), rejectionReason: 'The NPI does not match the name on the profile.' }, 1],
			['Lapsed', {}, 0],
		]
		for (const [last, extra, plan] of unlisted) {
			const [user] = await db
				.insert(users)
				.values({ email: `${last.toLowerCase()}@dietitians.example`, passwordHash, firstName: 'Demo', lastName: last, verified: true, plan })
				.returning({ id: users.id })
			await insertProfile(user!.id, '10001', extra, `Demo ${last}`)
		}
		return [`[db] seeded ${created + (maya ? 1 : 0)} listed demo dietitians in ${metros.length} metros (+${unlisted.length} not listed)`]
	},
}

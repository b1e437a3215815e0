import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { withTranslations } from '../../../test/with-translations.tsx'
import { ProfileSummary } from './profile-summary.tsx'

type Own = Parameters<typeof ProfileSummary>[0]['user']

const profile = {
	profile_name: 'Chen Nutrition',
	role: 'Registered Dietitian',
	credentials: ['RDN'],
	business_email: 'office@example.com',
	office_number: '(617) 555-0100',
	office_fax: '',
	street_address: '1 Main St',
	apt_suite: '',
	city_name: 'Boston',
	state: 'MA',
	zipcode: '02108',
	website_url: '',
	summary: 'Practical nutrition care.',
	specialties: ['diabetes'],
	offers_in_person: true,
	offers_telehealth: false,
	telehealth_states: [],
	insurance: [] as string[],
	self_pay_min: null as number | null,
	self_pay_max: null as number | null,
	self_pay_first_visit: null as number | null,
	self_pay_follow_up: null as number | null,
	languages: ['English'],
	accepting_new_clients: true,
	working_time: { mon: [{ from: '16:00', to: '20:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
	education: [],
	facebook: '',
	instagram: '',
	twitter: '',
	avatar: null,
}

const render = (changes: Partial<typeof profile>) =>
	renderToString(withTranslations(<ProfileSummary user={{ first_name: 'Maya', last_name: 'Chen', profile: { ...profile, ...changes } } as unknown as Own} />))

test('the preview leaves empty optional fields out (no "Fax: None") and shows those that are filled', () => {
	const empty = render({})
	expect(empty).not.toMatch(/Fax|None|No website|Self-pay|Insurance:/)
	const filled = render({ office_fax: '(617) 555-0101', website_url: 'https://chen.example', insurance: ['Aetna'], self_pay_min: 90, self_pay_max: 150 })
	expect(filled).toContain('Fax: <!-- -->(617) 555-0101')
	expect(filled).toContain('https://chen.example')
	expect(filled).toContain('Insurance: <!-- -->Aetna')
	expect(filled).toMatch(/Self-pay: .*\$90.*–.*\$150/)
	// The first-visit fee, the price the booking section shows, and the follow-up as what it is (issue 42.2).
	expect(render({ self_pay_first_visit: 135.5, self_pay_follow_up: 90 })).toContain('First visit $135.50 · follow-up $90')
	expect(render({ self_pay_first_visit: null, self_pay_follow_up: 90 })).toContain('Follow-up $90')
})

test('the preview’s working time is in 12-hour time, as the editor shows it', () => {
	expect(render({})).toContain('4:00 PM–8:00 PM')
	expect(render({})).not.toContain('16:00')
})

import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { clockTime, openingHours } from '#app/modules/profiles/clock-time.ts'
import { withTranslations } from '../../../test/with-translations.tsx'
import { translator } from '#app/i18n/catalogue.server.ts'
import { officeDaysText } from './day-names.ts'
import { OfficeHoursTable } from './office-hours-table.tsx'

const week = { mon: [{ from: '09:00', to: '12:00' }, { from: '16:00', to: '20:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] }

test('hours read as US visitors read them, as the editor shows them: 12-hour with AM and PM', () => {
	expect(['00:00', '00:30', '09:05', '11:59', '12:00', '13:00', '16:00', '23:30'].map(clockTime)).toEqual([
		'12:00 AM', '12:30 AM', '9:05 AM', '11:59 AM', '12:00 PM', '1:00 PM', '4:00 PM', '11:30 PM',
	])
	expect(openingHours({ from: '16:00', to: '20:00' })).toBe('4:00 PM–8:00 PM')
})

test('the public profile’s hours table (its words from the loader) prints no 24-hour time', () => {
	const html = renderToString(
		withTranslations(
			<OfficeHoursTable
				workingTime={week}
				zoneOffsets={[]}
				zoneName="Eastern Time"
				days={officeDaysText(translator('en'), week)}
			/>,
		),
	)
	expect(html).toContain('9:00 AM–12:00 PM')
	expect(html).toContain('4:00 PM–8:00 PM')
	expect(html).not.toMatch(/16:00|20:00/)
})

test('on a Spanish page the days and times read as US Spanish writes them', () => {
	const html = renderToString(
		withTranslations(
			<OfficeHoursTable
				workingTime={week}
				zoneOffsets={[]}
				zoneName="hora del este"
				days={officeDaysText(translator('es'), week)}
			/>,
			'es',
		),
	)
	expect(html).toContain('Lunes')
	expect(html).toContain('9:00 a. m.–12:00 p. m.')
	expect(html).toContain('4:00 p. m.–8:00 p. m.')
	expect(html).toContain('Cerrado')
	expect(html).not.toMatch(/Monday|Closed|AM|PM/)
})

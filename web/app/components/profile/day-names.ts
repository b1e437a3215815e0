import type { Translate } from '#app/i18n/format-message.ts'
import type { WorkingTime } from '#db/schema/profiles.ts'
import { openingHoursIn } from '#app/modules/profiles/clock-time.ts'
import { weekDays } from '#app/modules/profiles/office-hours.ts'

// The week's words for the office hours table (the profile) and the dashboard's hours and availability
// fields: a file of their own, so the profile's table stays in the profile's own script.

export const dayNames = (t: Translate): Record<(typeof weekDays)[number][0], string> => ({
	mon: t('profile.hours.mon'),
	tue: t('profile.hours.tue'),
	wed: t('profile.hours.wed'),
	thu: t('profile.hours.thu'),
	fri: t('profile.hours.fri'),
	sat: t('profile.hours.sat'),
	sun: t('profile.hours.sun'),
})

/** "9:00 AM–5:00 PM", "9:00 a. m.–5:00 p. m.": an opening in the page's language. */
export const hoursText = (t: Translate, range: { from: string; to: string }) => openingHoursIn(range, t.locale)

/** The office hours table's rows, as the profile's loader writes them: each day's name and openings. */
export const officeDaysText = (t: Translate, workingTime: WorkingTime | null) =>
	weekDays.map(([key]) => ({ key, name: dayNames(t)[key], hours: (workingTime?.[key] ?? []).map((range) => hoursText(t, range)) }))

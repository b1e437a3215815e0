import { z } from 'zod'
import { type DayKey as WeekDay, weekDays as namedWeekDays } from './office-hours.ts'

const weekDays = namedWeekDays.map(([day]) => day)
const weekDayNames = Object.fromEntries(namedWeekDays) as Record<WeekDay, string>

const time = z.string({ error: 'Use a time like 09:00' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00')
const range = z.object({ from: time, to: time }, { error: 'Each opening is {from, to}' })
const minutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3))

/**
 * A weekly schedule in the office's time zone: per day, closed (an empty
 * list) or one or two openings, each ending after it starts, not overlapping.
 */
export const workingTimeSchema = z
	.object(Object.fromEntries(weekDays.map((day) => [day, z.array(range).max(2, `${weekDayNames[day]}: at most two openings`).default([])])) as Record<WeekDay, z.ZodDefault<z.ZodArray<typeof range>>>, {
		error: 'Working time is an object with a list of openings per day (mon … sun)',
	})
	.strict()
	.superRefine((week, context) => {
		for (const day of weekDays) {
			const ranges = week[day]
			ranges.forEach((r, i) => {
				if (minutes(r.to) <= minutes(r.from)) context.addIssue({ code: 'custom', path: [day, i], message: `${weekDayNames[day]}: an opening must end after it starts` })
			})
			const [a, b] = ranges
			if (a && b && minutes(a.from) < minutes(b.to) && minutes(b.from) < minutes(a.to)) {
				context.addIssue({ code: 'custom', path: [day], message: `${weekDayNames[day]}: the two openings overlap` })
			}
		}
	})

export type WorkingTimeInput = z.output<typeof workingTimeSchema>

/**
 * The schedule from a form: `wt_mon_0_from`, `wt_mon_0_to`, `wt_mon_1_from`…;
 * a row with both times empty is no opening.
 */
export function workingTimeFromForm(form: FormData): Record<WeekDay, { from: string; to: string }[]> {
	const week = {} as Record<WeekDay, { from: string; to: string }[]>
	for (const day of weekDays) {
		week[day] = []
		for (const i of [0, 1]) {
			const from = String(form.get(`wt_${day}_${i}_from`) ?? '').trim()
			const to = String(form.get(`wt_${day}_${i}_to`) ?? '').trim()
			if (from || to) week[day].push({ from, to })
		}
	}
	return week
}

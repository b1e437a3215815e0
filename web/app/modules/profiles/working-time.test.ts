import { expect, test } from 'vitest'
import { workingTimeFromForm, workingTimeSchema } from './working-time.ts'

const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] }
const problems = (week: unknown) => {
	const parsed = workingTimeSchema.safeParse(week)
	return parsed.success ? [] : parsed.error.issues.map((i) => i.message)
}

test('a week of closed days, one opening or two apart is valid', () => {
	expect(problems(closed)).toEqual([])
	expect(problems({ ...closed, mon: [{ from: '09:00', to: '12:00' }, { from: '12:00', to: '17:30' }] })).toEqual([])
	expect(problems({ mon: [{ from: '08:00', to: '16:00' }] })).toEqual([])
})

test('inverted, empty, overlapping, three openings and unknown days are refused by name', () => {
	expect(problems({ ...closed, tue: [{ from: '17:00', to: '09:00' }] })).toEqual(['Tuesday: an opening must end after it starts'])
	expect(problems({ ...closed, wed: [{ from: '09:00', to: '09:00' }] })).toEqual(['Wednesday: an opening must end after it starts'])
	expect(problems({ ...closed, thu: [{ from: '09:00', to: '13:00' }, { from: '12:59', to: '15:00' }] })).toEqual(['Thursday: the two openings overlap'])
	expect(problems({ ...closed, fri: [{ from: '08:00', to: '09:00' }, { from: '10:00', to: '11:00' }, { from: '12:00', to: '13:00' }] })).toEqual(['Friday: at most two openings'])
	expect(problems({ ...closed, fri: [{ from: '9am', to: '5pm' }] })).toContain('Use a time like 09:00')
	expect(problems({ ...closed, funday: [] }).length).toBe(1)
})

test('a form posts each opening as two time fields; empty rows are closed days', () => {
	const form = new FormData()
	form.set('wt_mon_0_from', '09:00')
	form.set('wt_mon_0_to', '17:00')
	form.set('wt_tue_1_from', '13:00')
	form.set('wt_tue_1_to', '')
	expect(workingTimeFromForm(form)).toEqual({ ...closed, mon: [{ from: '09:00', to: '17:00' }], tue: [{ from: '13:00', to: '' }] })
})

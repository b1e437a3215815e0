import { z } from 'zod'
import { minutesOfClock } from '#app/modules/clock/zoned-time.ts'
import { requestDay } from '#app/modules/validation/request-dates.ts'
import { singleLineText } from '#app/modules/validation/text.ts'
import { firstVisitMinutes, introMinutes, visitFormats, visitKinds } from './visit-kinds.ts'

const clock = (label: string) => z.string({ error: `${label} is required` }).refine((value) => minutesOfClock(value) !== null, `${label}: a time of day like 09:00`)

const kind = z
	.object({
		kind: z.enum(visitKinds, { error: `kind: one of ${visitKinds.join(', ')}` }),
		enabled: z.boolean(),
		minutes: z.number().int(),
		// The first visit's price was the availability's own until issue 42.2: an API client may still send it, and
		// saveAvailability writes it to the profile's first-visit fee, the one price every page shows.
		priceCents: z.number().int().min(0).max(100_000).nullable().default(null),
		formats: z.array(z.enum(visitFormats, { error: `formats: each one of ${visitFormats.join(', ')}` })).max(3).transform((list) => [...new Set(list)]),
	})
	.superRefine((value, context) => {
		if (value.kind === 'intro' && value.minutes !== introMinutes) context.addIssue({ code: 'custom', path: ['minutes'], message: `The intro call lasts ${introMinutes} minutes` })
		if (value.kind === 'intro' && value.priceCents) context.addIssue({ code: 'custom', path: ['priceCents'], message: 'The intro call is free' })
		if (value.kind === 'first' && (value.minutes < firstVisitMinutes.min || value.minutes > firstVisitMinutes.max || value.minutes % firstVisitMinutes.step !== 0)) {
			context.addIssue({ code: 'custom', path: ['minutes'], message: `A first visit lasts ${firstVisitMinutes.min} to ${firstVisitMinutes.max} minutes, in steps of ${firstVisitMinutes.step}` })
		}
		if (value.enabled && value.formats.length === 0) context.addIssue({ code: 'custom', path: ['formats'], message: 'Choose at least one format for a kind of visit that is on' })
	})

const window = z
	.object({
		weekday: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7)], { error: 'weekday: 1 (Monday) to 7 (Sunday)' }),
		start: clock('start'),
		end: clock('end'),
	})
	.refine((value) => minutesOfClock(value.end)! > minutesOfClock(value.start)!, { message: 'A window ends after it starts', path: ['end'] })

const timeOff = z.object({ from: requestDay('from'), to: requestDay('to') }).refine((value) => value.to >= value.from, { message: 'Time off ends on or after the day it starts', path: ['to'] })

/** What a dietitian sets: the editor's form and POST /api/user/availability. */
export const availabilitySchema = z
	.object({
		kinds: z
			.array(kind)
			.min(1)
			.max(visitKinds.length)
			.refine((list) => new Set(list.map((k) => k.kind)).size === list.length, 'Each kind of visit once'),
		windows: z.array(window).max(70),
		timeOff: z.array(timeOff).max(50).default([]),
		noticeHours: z.number().int().min(0, 'noticeHours: 0 to 336').max(336, 'noticeHours: 0 to 336'),
		horizonDays: z.number().int().min(1, 'horizonDays: 1 to 180').max(180, 'horizonDays: 1 to 180'),
		// What the windows outside the office hours are; without it they are not offered (issue 42.1).
		outsideHoursNote: z.preprocess((value) => value ?? undefined, singleLineText('outsideHoursNote', { max: 80, required: false })).transform((note) => note || null),
	})
	.superRefine((value, context) => {
		const byDay = new Map<number, { start: number; end: number }[]>()
		value.windows.forEach((w, index) => {
			const start = minutesOfClock(w.start)!
			const end = minutesOfClock(w.end)!
			const others = byDay.get(w.weekday) ?? []
			if (others.some((o) => start < o.end && o.start < end)) context.addIssue({ code: 'custom', path: ['windows', index], message: 'Two windows of the same day overlap' })
			byDay.set(w.weekday, [...others, { start, end }])
		})
	})

export type AvailabilityInput = z.output<typeof availabilitySchema>

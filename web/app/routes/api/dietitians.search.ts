import type { Route } from './+types/dietitians.search'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { ApiError, apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { openingsThisWeekDays } from '#app/modules/directory/listing-order.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import type { PlaceChoice } from '#app/modules/directory/resolve-place.server.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { searchRateLimitWait, tooManySearchesMessage } from '#app/modules/directory/search-rate-limit.server.ts'
import { replyFields, replyFiguresOf } from '#app/modules/leads/contact-replies.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

/** A place the API client may send instead, as fields. */
const apiChoice = (choice: PlaceChoice) => (choice.where ? `searchCity "${choice.where}"` : `searchState ${choice.state}`)

const handle = apiAction({
	schema: searchQuerySchema,
	async handle(query, { request, clientIp }) {
		const wait = await searchRateLimitWait(clientIp)
		if (wait > 0) throw new ApiError(429, tooManySearchesMessage(wait), { 'retry-after': String(wait) })
		const outcome = await searchDietitians(query, { shownTo: { userAgent: request.headers.get('user-agent') } })
		if (outcome.status === 'ok') {
			// How fast each replies (issue 30 point 7): one indexed query for the page's cards.
			const replies = await replyFiguresOf(outcome.data.map((card) => card.id))
			return reply({ data: outcome.data.map((card) => ({ ...card, ...replyFields(replies.get(card.id)) })), totalCount: outcome.totalCount }, 200)
		}
		if (outcome.status === 'ambiguous-city') {
			// A city in several states keeps its original answer; "Washington" (a city and a state) lists both fields.
			const hint = outcome.choices.every((choice) => choice.where) ? `Send searchState: ${outcome.states.join(', ')}.` : `Send one of: ${outcome.choices.map(apiChoice).join('; ')}.`
			return reply(`${outcome.message} ${hint}`, 400)
		}
		if (outcome.status === 'unknown-place' && outcome.nameText) return reply(`${outcome.message} To search by a dietitian's name, send searchName.`, 400)
		return reply(outcome.message, 400)
	},
})

const openapi: ApiDescription = {
	path: '/api/dietitians/search',
	tag: 'Directory',
	summary: 'Search listed dietitians by ZIP code, city and state, or by name',
	description: `A place search: searchZipCode, or searchCity (which may carry its state: "Chicago, IL"), with or without searchState; listings within radius miles. A name search: searchName, nationwide or in searchState, closest names first (by pg_trgm similarity), radius ignored. Filters and paging apply to both. A place that is unknown, shared by several states, or in another state than searchState is a 400 whose message says what to send instead. Each card carries next_opening: the first opening a visitor can book, as the office's wall time with its offset (2026-12-01T09:00:00-05:00), or null (no booking on the plan, or no opening); openingsThisWeek keeps the cards whose next opening is within ${openingsThisWeekDays} days, sort soonest puts the soonest first.`,
	schema: handle.schema,
	example: { searchZipCode: '10001', searchCount: 10, searchStart: 0, radius: 25, telehealth: true },
	responses: {
		200: "{ data: dietitians[], totalCount }. Each card carries next_opening (ISO 8601 with the office's offset, or null), self_pay_first_visit (cents or null), superbill (boolean), spanish (boolean: counsels in Spanish, what the spanish filter keeps), accepting_new_clients with accepting_confirmed_at (ISO time the dietitian last confirmed it, or null) and listing_state ('confirmed', or 'unconfirmed' after 45 days without a confirmation: no longer matched by accepting, and placed after confirmed listings; paused listings, 90 days, are not in search); credential_checks: [{kind: 'npi' | 'cdr' | 'licence', number, state (licences), checked_at}] recorded by our team, newest first; verified is true exactly when one of them is less than 365 days old; reply_median_hours (the median hours to a reply, an unanswered request counting the time it has waited) and replied_in_time_share (0 to 1, answered within 2 business days), both over the last 90 days and null until there are 3 requests. rating_average (the average of the reviews of visits that took place, one decimal) and rating_count, both null under 3 reviews; reviews do not change the order of results.", 400: 'Invalid query, unknown place, a city in several states, or a typed state that contradicts searchState (message)', 429: 'Too many searches from this address (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed

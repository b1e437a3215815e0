import type { Route } from './+types/dietitians.match'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { ApiError, apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { matchAskSchema } from '#app/modules/directory/match-ask.ts'
import { countMatchNeed } from '#app/modules/directory/match-counts.server.ts'
import { matchMisses, matchReasons, relaxText } from '#app/modules/directory/match-reasons.ts'
import { matchDietitians } from '#app/modules/directory/match.server.ts'
import { searchRateLimitWait, tooManySearchesMessage } from '#app/modules/directory/search-rate-limit.server.ts'
import { replyFields } from '#app/modules/leads/contact-replies.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: matchAskSchema,
	async handle(ask, { request, clientIp }) {
		// The search limit: a match is a search by another door.
		const wait = await searchRateLimitWait(clientIp)
		if (wait > 0) throw new ApiError(429, tooManySearchesMessage(wait), { 'retry-after': String(wait) })
		const outcome = await matchDietitians(ask, { shownTo: { userAgent: request.headers.get('user-agent') } })
		if (outcome.status === 'ambiguous-city') return reply(`${outcome.message} Send state: ${outcome.states.join(', ')}.`, 400)
		if (outcome.status !== 'ok') return reply(outcome.message, 400)
		await countMatchNeed(outcome.state, ask.need)
		const t = translator('en')
		return reply(
			{
				data: outcome.matches.map((match) => ({
					...match.card,
					...replyFields(match.replies),
					reasons: matchReasons(t, ask, outcome.state, match),
					fit: match.fit,
					misses: matchMisses(t, ask, outcome.state, match),
				})),
				relax: outcome.relax.map((relax) => ({ ...relax, text: relaxText(t, relax) })),
			},
			200,
		)
	},
})

const openapi: ApiDescription = {
	path: '/api/dietitians/match',
	tag: 'Directory',
	summary: 'A short list of dietitians for a need, each with the reasons it fits',
	description:
		'The guided match (the /match page, the same names): up to 10 listed dietitians who see the need. Those who meet every need (in person within 50 miles of where, or video visits in the state of where or state; the plan, or a first-visit self-pay price at or under max_price; Spanish for language es) come first, ordered by Featured (labelled, as in search), the soonest opening that fits when (by day), distance bands, then the daily rotation. When fewer than 3 meet every need, partial matches follow (fit "partial", with misses), and relax lists the changes that would add dietitians meeting every need, most first. Nothing that identifies the caller is stored; the search rate limit applies.',
	schema: handle.schema,
	example: { need: 'kidney', where: '60601', format: 'either', insurance: 'Medicare', language: 'en', when: 'two_weeks' },
	responses: {
		200: '{ data: [search card + reply_median_hours, replied_in_time_share, reasons: string[], fit: "all" | "partial", misses: string[]], relax: [{ change: "allow_video" | "allow_in_person" | "any_payment" | "any_language", extra, text }] }',
		400: 'An unknown need, insurance, language, format or when (the message lists the accepted values), no place or state, an unknown ZIP code or city, a state that is not one, a max_price outside 1 to 1000 (message)',
		429: 'Too many searches from this address (message)',
	},
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed

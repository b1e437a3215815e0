/**
 * The route files that have a Spanish twin under `/es` (issue 32): every public page, and the dietitian's
 * own pages with the buttons they post to (issue 42 point 10). The admin (/admin…, and the AI articles'
 * editor /articleeditor/ai/…) stays English: it is the site's own staff who use it. Imported by
 * `routes.ts` (to register the twins) and by the root (hreflang alternates).
 */
export const bilingualRouteFiles = [
	'routes/home.tsx',
	'routes/services.tsx',
	'routes/aboutus.tsx',
	'routes/terms.tsx',
	'routes/privacypolicy.tsx',
	'routes/privacy.erase.tsx',
	'routes/search.tsx',
	'routes/match.tsx',
	'routes/how-listings-are-ordered.tsx',
	'routes/dietitians.tsx',
	'routes/dietitians.$state.tsx',
	'routes/dietitians.$state.telehealth.tsx',
	'routes/dietitians.$state.$city.tsx',
	'routes/viewdoctorprofile.tsx',
	'routes/viewdoctorprofile.book.tsx',
	'routes/viewdoctorprofile.report.tsx',
	'routes/medicare.tsx',
	'routes/appointments.confirm-request.tsx',
	'routes/appointments.cancel.tsx',
	'routes/appointments.reschedule.tsx',
	'routes/appointments.accept-time.tsx',
	'routes/reviews.write.tsx',
	'routes/verified.tsx',
	'routes/contact.confirm.tsx',
	'routes/menu.tsx',
	'routes/newsletter.tsx',
	'routes/newsletter.unsubscribe.tsx',
	'routes/blogpage.tsx',
	'routes/singlepost.tsx',
	'routes/ai-blogpage.tsx',
	'routes/ai-singlepost.tsx',
	'routes/user/signin.tsx',
	'routes/user/signup.tsx',
	'routes/user/forgotpassword.tsx',
	'routes/user/verify.tsx',
	'routes/user/verify-token.tsx',
	'routes/user/welcome.tsx',
	'routes/not-found.tsx',
	'routes/viewprofile.tsx',
	'routes/viewprofile.edit.tsx',
	'routes/setupprofile.tsx',
	'routes/billing/checkout.tsx',
	'routes/billing/success.tsx',
	'routes/billing/test-checkout.tsx',
	'routes/billing/test-portal.tsx',
	'routes/billing/cancel.ts',
	'routes/billing/portal.ts',
	'routes/articleeditor.tsx',
	'routes/articleeditor.new.tsx',
	'routes/articleeditor.edit.tsx',
	'routes/appointments.confirm.tsx',
	'routes/appointments.decline.tsx',
	'routes/viewprofile.calendar-feed.ts',
	'routes/viewprofile.requests.ts',
	'routes/viewprofile.requests.read.ts',
	'routes/viewprofile.requests.reply.tsx',
	'routes/viewprofile.appointments.ts',
	'routes/viewprofile.busy-calendars.ts',
	'routes/viewprofile.reviews.ts',
	'routes/viewprofile.visits.not-held.ts',
	'routes/viewprofile.export.ts',
	'routes/viewprofile.delete.tsx',
] as const

/**
 * The same list as one pattern over route ids (a file without its extension, `es/` before a Spanish twin's),
 * for the browser: the header asks it on every page, and the list of names would cost more bytes. Where every
 * file of a family has its twin (the dashboard's, billing's, the appointment links'), the family is one pattern.
 */
const bilingualId =
	/^(?:es\/)?routes\/(?:home|services|aboutus|terms|privacypolicy|privacy\.erase|search|match|how-listings-are-ordered|dietitians[\w.$]*|viewdoctorprofile(?:\.book|\.report)?|medicare|appointments\.[\w-]+|reviews\.write|verified|contact\.confirm|menu|newsletter(?:\.unsubscribe)?|blogpage|singlepost|ai-blogpage|ai-singlepost|user\/(?!signout)[\w-]+|not-found|setupprofile|articleeditor(?:\.new|\.edit)?|billing\/[\w-]+|viewprofile[\w.-]*)$/

export const spanishRouteId = (id: string) => `es/${id}`

/** Whether the page of this (leaf) route exists in both languages. */
export function isBilingualRoute(id: string) {
	return bilingualId.test(id)
}

/**
 * The pages whose main content is English on both addresses: an article has Spanish chrome under `/es`
 * but English text, so it is no translation. It names the English address as canonical and carries no
 * hreflang pair (docs/decisions/104).
 */
const englishContentId = /^(?:es\/)?routes\/(?:ai-)?singlepost$/

/**
 * The dietitian's own pages (dashboard, settings, editor, billing): behind sign-in and noindex, so no
 * search engine needs their hreflang pair; the language switch still leads to the twin.
 */
const signedInId = /^(?:es\/)?routes\/(?:viewprofile|setupprofile|articleeditor|articles\.preview|billing\/)/

/** Whether the dietitian's own (signed-in, noindex) page this (leaf) route is. */
export function isSignedInPage(id: string) {
	return signedInId.test(id)
}

/** Whether the page of this (leaf) route is a real translation of its English twin: hreflang alternates name the two. */
export function hasSpanishTranslation(id: string) {
	return isBilingualRoute(id) && !englishContentId.test(id) && !id.endsWith('routes/not-found') && !signedInId.test(id)
}

import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from '@react-router/dev/routes'
import { bilingualRouteFiles, spanishRouteId } from './i18n/bilingual-routes.ts'

const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.tsx?$/, '')

/** The Spanish twins of the bilingual pages (issue 32): the same files under `/es`, with ids of their own. */
function spanishTwins(entries: RouteConfigEntry[]): RouteConfigEntry[] {
	return entries.flatMap((entry) => {
		const children = entry.children ? spanishTwins(entry.children) : undefined
		const bilingual = (bilingualRouteFiles as readonly string[]).includes(entry.file)
		if (!bilingual && !children?.length) return []
		return [{ ...entry, id: spanishRouteId(routeId(entry)), children }]
	})
}

// The dashboard's buttons and the billing redirects (outside the layout): posted from /es/viewprofile they go to
// their /es twin, whose answer (redirect, toast, refusal) stays in Spanish.
const dashboardActions: RouteConfigEntry[] = [
	route('viewprofile/calendar-feed', 'routes/viewprofile.calendar-feed.ts'),
	route('viewprofile/requests', 'routes/viewprofile.requests.ts'),
	route('viewprofile/requests/:id/read', 'routes/viewprofile.requests.read.ts'),
	route('viewprofile/requests/:id/reply', 'routes/viewprofile.requests.reply.tsx'),
	route('viewprofile/appointments/:id', 'routes/viewprofile.appointments.ts'),
	// Busy times in (issue 45), reviews answered and visits marked "did not take place" (issue 46), the data download (issue 48).
	route('viewprofile/busy-calendars', 'routes/viewprofile.busy-calendars.ts'),
	route('viewprofile/reviews/:id', 'routes/viewprofile.reviews.ts'),
	route('viewprofile/visits/:id/not-held', 'routes/viewprofile.visits.not-held.ts'),
	route('viewprofile/export', 'routes/viewprofile.export.ts'),
	route('billing/cancel', 'routes/billing/cancel.ts'),
	route('billing/portal', 'routes/billing/portal.ts'),
]

// The pages: one layout for signing in and up, the main one for the rest.
const pages: RouteConfigEntry[] = [
	layout('components/layout/auth-layout.tsx', [
		route('user/signin', 'routes/user/signin.tsx'),
		route('user/signup', 'routes/user/signup.tsx'),
		route('user/forgotpassword', 'routes/user/forgotpassword.tsx'),
		route('user/verify', 'routes/user/verify.tsx'),
		route('user/verify/token', 'routes/user/verify-token.tsx'),
		route('user/welcome/:id', 'routes/user/welcome.tsx'),
	]),
	layout('components/layout/main-layout.tsx', [
		route('home', 'routes/home.tsx'),
		route('services', 'routes/services.tsx'),
		route('aboutus', 'routes/aboutus.tsx'),
		route('terms', 'routes/terms.tsx'),
		route('privacypolicy', 'routes/privacypolicy.tsx'),
		// Issue 48 point 5: a visitor erases what they sent, proven by a mailed code.
		route('privacy/erase', 'routes/privacy.erase.tsx'),
		route('search', 'routes/search.tsx'),
		// The guided match (issue 47): a few questions, a short list with reasons.
		route('match', 'routes/match.tsx'),
		// The rule behind the order of search results (issue 30 point 5).
		route('how-listings-are-ordered', 'routes/how-listings-are-ordered.tsx'),
		// Directory landing pages (issue 11): states, cities, telehealth by state.
		route('dietitians', 'routes/dietitians.tsx'),
		route('dietitians/:state', 'routes/dietitians.$state.tsx'),
		route('dietitians/:state/telehealth', 'routes/dietitians.$state.telehealth.tsx'),
		route('dietitians/:state/:city', 'routes/dietitians.$state.$city.tsx'),
		route('viewdoctorprofile/:id', 'routes/viewdoctorprofile.tsx'),
		// Booking an opening of a profile (issue 29): the chosen time, the form, "check your e-mail".
		route('viewdoctorprofile/:id/book', 'routes/viewdoctorprofile.book.tsx'),
		// "Report this listing" (issue 42 point 5): a reason to the admin's queue.
		route('viewdoctorprofile/:id/report', 'routes/viewdoctorprofile.report.tsx'),
		// Medicare's nutrition benefit (issue 31)
		route('medicare', 'routes/medicare.tsx'),
		// The pages the appointment mails' links open (issue 29): each says what will happen, one button acts.
		route('appointments/confirm-request', 'routes/appointments.confirm-request.tsx'),
		route('appointments/confirm', 'routes/appointments.confirm.tsx'),
		route('appointments/decline', 'routes/appointments.decline.tsx'),
		route('appointments/cancel', 'routes/appointments.cancel.tsx'),
		// Issue 43 point 3: "Change the time", the visitor's openings to move a visit to.
		route('appointments/reschedule', 'routes/appointments.reschedule.tsx'),
		// The dietitian's proposal of a new time, accepted by the visitor.
		route('appointments/accept-time', 'routes/appointments.accept-time.tsx'),
		// Issue 46: the review of a visit that took place, from the link mailed after it.
		route('reviews/write', 'routes/reviews.write.tsx'),
		// Listings that stay true (issue 30): the availability mail's links, and what "Verified" means.
		route('listing/still-accepting', 'routes/listing.still-accepting.tsx'),
		route('listing/not-now', 'routes/listing.not-now.tsx'),
		route('verified', 'routes/verified.tsx'),
		// The contact request's confirmation link (issue 27): the message is sent only after this click.
		route('contact/confirm', 'routes/contact.confirm.tsx'),
		route('menu', 'routes/menu.tsx'),
		route('newsletter', 'routes/newsletter.tsx'),
		route('newsletter/unsubscribe', 'routes/newsletter.unsubscribe.tsx'),
		route('blogpage', 'routes/blogpage.tsx'),
		route('singlepost/:id', 'routes/singlepost.tsx'),
		route('ai-blogpage', 'routes/ai-blogpage.tsx'),
		route('ai-singlepost/:id', 'routes/ai-singlepost.tsx'),
		route('viewprofile', 'routes/viewprofile.tsx'),
		route('viewprofile/edit/:section', 'routes/viewprofile.edit.tsx'),
		// Issue 48: what deleting the account does, and the password to do it.
		route('viewprofile/delete', 'routes/viewprofile.delete.tsx'),
		route('setupprofile', 'routes/setupprofile.tsx'),
		route('articleeditor', 'routes/articleeditor.tsx'),
		route('articleeditor/new', 'routes/articleeditor.new.tsx'),
		route('articles/preview', 'routes/articles.preview.tsx'),
		route('articleeditor/ai/:documentId', 'routes/articleeditor.ai-edit.tsx'),
		route('articleeditor/:id', 'routes/articleeditor.edit.tsx'),
		// Site admin (issue 12)
		route('admin', 'routes/admin.tsx'),
		route('admin/users', 'routes/admin/users.tsx'),
		route('admin/users/:id', 'routes/admin/user.tsx'),
		route('admin/approvals', 'routes/admin/approvals.tsx'),
		route('admin/subscribers', 'routes/admin/subscribers.tsx'),
		route('admin/reports', 'routes/admin/reports.tsx'),
		route('admin/review-reports', 'routes/admin/review-reports.tsx'),
		route('billing/checkout', 'routes/billing/checkout.tsx'),
		route('billing/test-checkout', 'routes/billing/test-checkout.tsx'),
		route('billing/success', 'routes/billing/success.tsx'),
		route('billing/test-portal', 'routes/billing/test-portal.tsx'),
		route('dev/outbox', 'routes/dev/outbox.tsx'),
		// API description (issue 16)
		route('api/docs', 'routes/api-docs.tsx'),
		route('*', 'routes/not-found.tsx'),
	]),
]

export default [
	index('routes/index.tsx'),
	route('healthz', 'routes/healthz.ts'),
	route('readyz', 'routes/readyz.ts'),
	route('robots.txt', 'routes/robots[.]txt.ts'),
	route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
	// The sitemap index's children (docs/decisions/104).
	route('sitemaps/:file', 'routes/sitemaps.$file.ts'),
	route('articles.rss', 'routes/articles[.]rss.ts'),
	route('covers/:file', 'routes/covers.$file.ts'),
	route('uploads/*', 'routes/uploads.$.ts'),
	route('media/*', 'routes/media.$.ts'),
	route('signin', 'routes/signin-redirect.ts'),
	// The language switch (issue 32): remembers the choice, then the same page in that language.
	route('language/:locale', 'routes/language.$locale.ts'),
	route('user/signout', 'routes/user/signout.ts'),
	route('dev/outbox.json', 'routes/dev/outbox-json.ts'),
	route('dev/clock', 'routes/dev/clock.ts'),
	route('webhooks/cms', 'routes/webhooks.cms.ts'),
	...prefix('api/user', [
		route('login', 'routes/api/user.login.ts'),
		route('register', 'routes/api/user.register.ts'),
		route('login-with-token', 'routes/api/user.login-with-token.ts'),
		route('token-verification', 'routes/api/user.token-verification.ts'),
		route('send-verify-email', 'routes/api/user.send-verify-email.ts'),
		route('send-verify-code', 'routes/api/user.send-verify-code.ts'),
		route('check-verify-code', 'routes/api/user.check-verify-code.ts'),
		route('change-password', 'routes/api/user.change-password.ts'),
		route('logout', 'routes/api/user.logout.ts'),
		route('send-subscribe-verify-code', 'routes/api/user.send-subscribe-verify-code.ts'),
		route('check-subscribe-verify-code', 'routes/api/user.check-subscribe-verify-code.ts'),
		// Profile calls (issue 9)
		route('setupProfileStep1', 'routes/api/user.setupProfileStep1.ts'),
		route('setupProfileStep2', 'routes/api/user.setupProfileStep2.ts'),
		route('profile-submit', 'routes/api/user.profile-submit.ts'),
		route('change-contact-info', 'routes/api/user.change-contact-info.ts'),
		route('change-workingtime', 'routes/api/user.change-workingtime.ts'),
		route('change-avatar', 'routes/api/user.change-avatar.ts'),
		route('change-title-website', 'routes/api/user.change-title-website.ts'),
		route('change-summary', 'routes/api/user.change-summary.ts'),
		route('change-education', 'routes/api/user.change-education.ts'),
	]),
	route('api/stripe/webhook', 'routes/api/stripe.webhook.ts'),
	// Bounces, complaints and inbound unsubscribes from Postmark (issue 48).
	route('api/postmark/webhook', 'routes/api/postmark.webhook.ts'),
	// Site admin (issue 12): the CSV download is a resource route, the pages sit in the main layout.
	route('admin/subscribers.csv', 'routes/admin/subscribers-csv.ts'),
	route('api/dietitians/search', 'routes/api/dietitians.search.ts'),
	route('api/dietitians/match', 'routes/api/dietitians.match.ts'),
	// Public profile, contact requests and statistics (issue 10)
	route('api/dietitians/contact', 'routes/api/dietitians.contact.ts'),
	// Appointments (issue 29)
	route('api/dietitians/openings', 'routes/api/dietitians.openings.ts'),
	route('api/appointments/request', 'routes/api/appointments.request.ts'),
	route('api/appointments/reschedule', 'routes/api/appointments.reschedule.ts'),
	route('api/user/availability', 'routes/api/user.availability.ts'),
	route('api/user/appointments', 'routes/api/user.appointments.ts'),
	// The private calendar feed (issue 45 point 1): the token is the credential.
	route('api/user/calendar-feed', 'routes/api/user.calendar-feed.ts'),
	// Issue 48: what the site holds about the signed-in dietitian, as JSON.
	route('api/user/export', 'routes/api/user.export.ts'),
	route('api/user/delete-account', 'routes/api/user.delete-account.ts'),
	// Reviews of visits (issue 46 point 7): written with the mailed link's token only.
	route('api/reviews/submit', 'routes/api/reviews.submit.ts'),
	route('api/dietitians/reviews', 'routes/api/dietitians.reviews.ts'),
	route('api/user/reviews', 'routes/api/user.reviews.ts'),
	route('calendar/:file', 'routes/calendar.$file.ts'),
	route('api/user/busy-calendars', 'routes/api/user.busy-calendars.ts'),
	route('d/:id', 'routes/d.$id.ts'),
	route('viewdoctorprofile/:id/seen', 'routes/viewdoctorprofile.seen.ts'),
	// The Medicare referral letter (issue 31): a printable page outside the site's layout, and its PDF.
	route('viewdoctorprofile/:id/referral-letter', 'routes/viewdoctorprofile.referral-letter.tsx'),
	route('viewdoctorprofile/:id/referral-letter.pdf', 'routes/viewdoctorprofile.referral-letter[.]pdf.ts'),
	...dashboardActions,
	route('api/ai_articles/search', 'routes/api/ai-articles.search.ts'),
	route('api/ai_articles/get-by-id', 'routes/api/ai-articles.get-by-id.ts'),
	// API description (issue 16): the OpenAPI document and its readable page
	route('api/openapi.json', 'routes/openapi[.]json.ts'),
	...pages,
	...prefix('es', [index('routes/index.tsx', { id: spanishRouteId('routes/index') }), ...spanishTwins(pages), ...spanishTwins(dashboardActions)]),
] satisfies RouteConfig

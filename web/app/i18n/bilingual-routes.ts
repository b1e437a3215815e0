/**
 * The route files that have a Spanish twin under `/es` (issue 32): every public page. The dietitian's
 * own pages (dashboard, editor), the admin and the mails' pages for dietitians stay English-only this
 * round. Imported by `routes.ts` (to register the twins) and by the root (hreflang alternates).
 */
export const bilingualRouteFiles = [
	'routes/home.tsx',
	'routes/services.tsx',
	'routes/aboutus.tsx',
	'routes/terms.tsx',
	'routes/privacypolicy.tsx',
	'routes/search.tsx',
	'routes/how-listings-are-ordered.tsx',
	'routes/dietitians.$state.tsx',
	'routes/dietitians.$state.telehealth.tsx',
	'routes/dietitians.$state.$city.tsx',
	'routes/viewdoctorprofile.tsx',
	'routes/viewdoctorprofile.book.tsx',
	'routes/medicare.tsx',
	'routes/appointments.confirm-request.tsx',
	'routes/appointments.cancel.tsx',
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
] as const

/** A route's id is its file without the extension; a Spanish twin's id starts with `es/`. */
const bilingualIds = new Set<string>(bilingualRouteFiles.map((file) => file.replace(/\.tsx?$/, '')))

export const spanishRouteId = (id: string) => `es/${id}`

/** Whether the page of this (leaf) route exists in both languages. */
export function isBilingualRoute(id: string) {
	return bilingualIds.has(id.replace(/^es\//, ''))
}

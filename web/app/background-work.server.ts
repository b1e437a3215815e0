import { registerJobModules, type JobKind, type JobModule } from '#app/modules/jobs/job-registry.server.ts'

/**
 * The composition root of the background work: every domain's jobs.server.ts
 * (its job handlers and sweeps). The server registers them before its worker
 * starts, the tests in their set-up; each file loads when the first job runs.
 * A domain that adds mail or sweeps adds its file here, once.
 */
const jobModules = [
	() => import('#app/modules/accounts/jobs.server.ts'),
	() => import('#app/modules/appointments/jobs.server.ts'),
	() => import('#app/modules/articles/jobs.server.ts'),
	() => import('#app/modules/billing/jobs.server.ts'),
	() => import('#app/modules/directory/jobs.server.ts'),
	() => import('#app/modules/leads/jobs.server.ts'),
	() => import('#app/modules/mail/jobs.server.ts'),
	() => import('#app/modules/newsletter/jobs.server.ts'),
	() => import('#app/modules/privacy/jobs.server.ts'),
	() => import('#app/modules/profiles/jobs.server.ts'),
	() => import('#app/modules/reviews/jobs.server.ts'),
] as const satisfies readonly (() => Promise<JobModule>)[]

// Every kind a domain declares has a handler in one of the files above: a kind
// declared but not handled, or a file left out, fails the type check here.
type HandledKinds<Loader> = Loader extends () => Promise<infer Module> ? (Module extends { handlers: infer Handlers } ? keyof Handlers : never) : never
type Unhandled = Exclude<JobKind, HandledKinds<(typeof jobModules)[number]>>
const everyKindHandled: [Unhandled] extends [never] ? true : { unhandled: Unhandled } = true

export function registerBackgroundWork() {
	if (everyKindHandled) registerJobModules([...jobModules])
}

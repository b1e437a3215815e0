import { roleFacts, type Role, type RoleFacts } from './roles.ts'

/**
 * The access rules of the app's routes: each says who may act. A cell of the
 * authorization matrix is derived from its route's rule: the route's answer to
 * a caller the rule lets in, or its refusal.
 */
export const accessRules = {
	public: 'anyone: the request itself (its body, its token, its link) decides, not who sends it',
	'this machine': 'development only, and only requests made on this machine, whoever sends them',
	secret: 'machines holding a shared secret or signature (Stripe, Strapi, a signed link): no session stands in for it',
	'signed out': 'no one signed in (sign-in and sign-up pages): a signed-in user is sent home',
	'signed in': 'a live session of a verified account that is not suspended',
	'api session': "an API session token of an account that is not suspended, verified or not: the calls that finish a verification",
	'session token': 'any session token the site signed, even of a session that has ended: signing out is always allowed',
	'listing plan': 'signed in with a plan that includes a listing (spec §6 plan guard)',
	'article writer': 'signed in with a plan that includes articles, or an administrator',
	owner: 'signed in as the owner of the resource asked for',
	'owner or admin': 'the owner of the resource, or an administrator',
	admin: 'signed in as an administrator (spec §6 admin guard: manage_role admin)',
} as const

export type Rule = keyof typeof accessRules

/**
 * Where a request comes from, as the server sees its TCP peer: this machine (loopback), another
 * machine, or a proxy on this machine forwarding someone else's request. A visitor is on another machine.
 */
export type Origin = 'this machine' | 'another machine' | 'a proxy on this machine'

/** Pages and forms hold the browser session (a cookie); the POST API a Bearer token. */
export type Channel = 'page' | 'api'

const signedIn = (facts: RoleFacts) => facts.session === 'live'

const admitted: Record<Rule, (facts: RoleFacts, owns: boolean, origin: Origin) => boolean> = {
	public: () => true,
	'this machine': (_facts, _owns, origin) => origin === 'this machine',
	secret: () => false,
	'signed out': (facts) => !signedIn(facts),
	'signed in': signedIn,
	'api session': (facts) => facts.session === 'live' || facts.session === 'unverified',
	'session token': (facts) => facts.session !== 'none',
	'listing plan': (facts) => signedIn(facts) && facts.listing,
	'article writer': (facts) => signedIn(facts) && (facts.articles || facts.admin),
	owner: (facts, owns) => signedIn(facts) && owns,
	'owner or admin': (facts, owns) => signedIn(facts) && (owns || facts.admin),
	admin: (facts) => signedIn(facts) && facts.admin,
}

/** Whether the rule lets the role in, when `owner` owns the resource asked for and the request comes from `origin`. */
export const admits = (rule: Rule, role: Role, owner: Role = 'paid', origin: Origin = 'another machine') => admitted[rule](roleFacts[role], role === owner, origin)

/**
 * A refused caller's answer. `signedOut`: the caller holds no session the
 * channel accepts (pages: none that signs anyone in; the API: none at all);
 * `signedIn`: it does, without the right. One string: every refused caller.
 */
export type Refusal = string | { signedOut?: string; signedIn?: string }

/**
 * How a refused caller is answered unless a row says otherwise. Pages: spec
 * §6, every guard sends the refused caller to /home. The API: 401 without a
 * session it accepts, 403 with one that lacks the right.
 */
export function refusal(channel: Channel, role: Role, refused?: Refusal): string {
	if (typeof refused === 'string') return refused
	const facts = roleFacts[role]
	const withoutSession = channel === 'page' ? !signedIn(facts) : facts.session === 'none' || facts.session === 'ended'
	if (withoutSession) return refused?.signedOut ?? (channel === 'page' ? '→/home' : '401')
	return refused?.signedIn ?? (channel === 'page' ? '→/home' : '403')
}

import type { Route } from './+types/viewdoctorprofile.seen'
import { getCurrentUser } from '#app/modules/auth/current-user.server.ts'
import { isListedProfile } from '#app/modules/profiles/public-profile.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { profileViewLimitWait, recordProfileView } from '#app/modules/statistics/profile-views.server.ts'

// A transparent 1×1 GIF.
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const imageHeaders = { 'content-type': 'image/gif', 'cache-control': 'private, no-store' }

/**
 * The profile page's view counter: an image the page loads, so views are
 * counted even while shared caches serve the page itself. Never cached.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	const clientIp = context.get(clientIpContext)
	const wait = await profileViewLimitWait(clientIp)
	if (wait > 0) return new Response(pixel, { status: 429, headers: { ...imageHeaders, 'retry-after': String(wait) } })
	const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null
	if (id !== null && (await isListedProfile(id))) {
		const { current } = await getCurrentUser(request)
		await recordProfileView({
			profileUserId: id,
			clientIp,
			userAgent: request.headers.get('user-agent'),
			viewer: current ? { id: current.user.id, manageRole: current.user.manageRole } : null,
		})
	}
	return new Response(pixel, { headers: imageHeaders })
}

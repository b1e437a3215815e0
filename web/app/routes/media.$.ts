import type { Route } from './+types/media.$'
import { localPhotoStorage } from '#app/modules/profiles/photo-storage.server.ts'

/** Profile photos: content-hashed names, so a file never changes and may be kept for a year. */
export async function loader({ params }: Route.LoaderArgs) {
	const bytes = await localPhotoStorage.get(params['*'] ?? '')
	if (!bytes) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
	return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
		headers: {
			'content-type': 'image/webp',
			'cache-control': 'public, max-age=31536000, immutable',
			'x-content-type-options': 'nosniff',
		},
	})
}

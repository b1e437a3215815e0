import type { Route } from './+types/covers.$file'
import { coverArtSvg, parseCoverKey } from '#app/modules/articles/cover-art.ts'

/** The generated cover of an article without a picture: /covers/<topic>-<variant>.svg. */
export function loader({ params }: Route.LoaderArgs) {
	const cover = params.file?.endsWith('.svg') ? parseCoverKey(params.file.slice(0, -'.svg'.length)) : null
	if (!cover) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
	return new Response(coverArtSvg(cover.topic, cover.variant), {
		headers: {
			'content-type': 'image/svg+xml; charset=utf-8',
			'cache-control': 'public, max-age=31536000, immutable',
			'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
			'x-content-type-options': 'nosniff',
		},
	})
}

import type { Route } from './+types/uploads.$'
import { serveUpload } from '#app/modules/cms/media-proxy.server.ts'

export const loader = ({ params }: Route.LoaderArgs) => serveUpload(params['*'] ?? '')

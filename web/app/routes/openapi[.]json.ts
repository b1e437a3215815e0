import { getEnv } from '#app/modules/config/env.server.ts'
import { openApiDocument } from '#app/modules/api/openapi.server.ts'

export function loader() {
	return Response.json(openApiDocument(getEnv().SITE_URL), { headers: { 'access-control-allow-origin': '*' } })
}

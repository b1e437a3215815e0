import { redirect } from 'react-router'
import type { Route } from './+types/webhooks.cms'
import { handleContentWebhook } from '#app/modules/cms/content-webhook.server.ts'

export const action = ({ request }: Route.ActionArgs) => handleContentWebhook(request)
export const loader = () => redirect('/home')

import { data, redirect } from 'react-router'
import type { Route } from './+types/portal'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { paymentsNotConfigured } from '#app/modules/billing/payments-mode.server.ts'
import { startBillingPortal } from '#app/modules/billing/portal.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { requireSameOrigin } from '#app/modules/request/same-origin.server.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { requestTranslator } from '#app/i18n/page-i18n.server.ts'

/** "Manage billing" on /viewprofile: to the Stripe Billing Portal (the test portal without keys). */
export async function action({ request }: Route.ActionArgs) {
	requireSameOrigin(request)
	const { user } = await requireUser(request)
	await readForm(request)
	const t = requestTranslator(request)
	const portal = await startBillingPortal(user, t.locale)
	if (portal.status === 'unavailable') throw data(paymentsNotConfigured, { status: 503 })
	if (portal.status === 'no-customer') return redirectWithToast(localizePath('/viewprofile', t.locale), { type: 'info', description: t('billing.portal.noCustomer') })
	return redirect(portal.url)
}

export const loader = ({ request }: Route.LoaderArgs) => redirect(localizePath('/viewprofile', localeFromUrl(request.url)))

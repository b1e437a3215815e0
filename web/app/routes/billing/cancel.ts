import { redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { localizePath } from '#app/i18n/locale.ts'
import { requestTranslator } from '#app/i18n/page-i18n.server.ts'

/** Stripe's cancel_url (and the test checkout's cancel link): back to the plans, nothing charged. */
export const loader = ({ request }: { request: Request }) => {
	const t = requestTranslator(request)
	return redirectWithToast(localizePath('/services', t.locale), { type: 'info', description: t('billing.cancelled') })
}

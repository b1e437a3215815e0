import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

/** Stripe's cancel_url (and the test checkout's cancel link): back to the plans, nothing charged. */
export const loader = () => redirectWithToast('/services', { type: 'info', description: 'Checkout canceled. You have not been charged.' })

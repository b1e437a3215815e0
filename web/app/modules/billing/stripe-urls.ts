/**
 * Stripe's own hosts for the pages its objects link to: hosted invoices and their PDFs,
 * Checkout and the Billing Portal.
 */
const stripeHosts = new Set(['invoice.stripe.com', 'pay.stripe.com', 'checkout.stripe.com', 'billing.stripe.com'])

/**
 * An address taken from a Stripe object (an invoice's `hosted_invoice_url`, a session's `url`),
 * or null: only `https:` on one of Stripe's own hosts, without credentials or a port, is used. A
 * signed event is still data a mail or a page must not trust as a link (issue 41 point 5: a
 * `javascript:` URL in a paid invoice became a link in the plan mail).
 */
export function stripeHostedUrl(value: unknown): string | null {
	if (typeof value !== 'string' || value.length > 2000) return null
	let url: URL
	try {
		url = new URL(value)
	} catch {
		return null
	}
	if (url.protocol !== 'https:' || !stripeHosts.has(url.hostname) || url.port || url.username || url.password) return null
	return url.toString()
}

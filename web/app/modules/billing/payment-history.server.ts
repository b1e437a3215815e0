import { desc, eq } from 'drizzle-orm'
import { invoicePayments } from '#db/schema/billing.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { describeError } from '#app/modules/logging/log-error.server.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { formatDayIn } from '#app/modules/site/format-date.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { findCustomer } from './customers.server.ts'
import type { PaymentsMode } from './payments-mode.server.ts'
import { stripeHostedUrl } from './stripe-urls.ts'
import { getStripe } from './stripe-client.server.ts'

export type Payment = {
	id: string
	/** e.g. 'Jan 05, 2027'. */
	date: string
	amount: string
	/** 'Paid', 'Open', 'Void'…, as the invoice stands. */
	status: string
	number: string | null
	/** Stripe's hosted page of the invoice (with its receipt and PDF); null in test mode. */
	url: string | null
}

export type PaymentHistory = { payments: Payment[]; problem: string | null }

const shown = 12
const englishStatus = (status: string | null) => (status ? status[0]!.toUpperCase() + status.slice(1).replace(/_/g, ' ') : 'Unknown')

/** An invoice's state in the page's language: Stripe's four after a draft; another, as Stripe names it. */
function statusLabel(t: Translate, status: string | null) {
	switch (status) {
		case 'paid':
			return t('dashboard.billing.invoice.paid')
		case 'open':
			return t('dashboard.billing.invoice.open')
		case 'void':
			return t('dashboard.billing.invoice.void')
		case 'uncollectible':
			return t('dashboard.billing.invoice.uncollectible')
		default:
			return englishStatus(status)
	}
}

/** Stripe's own invoices of the customer, newest first, through the Stripe client. */
async function stripeInvoices(t: Translate, customerId: string): Promise<Payment[]> {
	const list = await getStripe().invoices.list({ customer: customerId, limit: shown })
	return list.data
		.filter((invoice) => invoice.status !== 'draft')
		.map((invoice) => ({
			id: invoice.id ?? '',
			date: formatDayIn(new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000).toISOString(), t.locale),
			amount: formatPrice(invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due),
			status: statusLabel(t, invoice.status),
			number: invoice.number ?? null,
			url: stripeHostedUrl(invoice.hosted_invoice_url),
		}))
}

/** The test checkout's payments, as the fulfilment recorded them. */
async function recordedPayments(t: Translate, userId: number): Promise<Payment[]> {
	const db = await getDb()
	const rows = await db.select().from(invoicePayments).where(eq(invoicePayments.userId, userId)).orderBy(desc(invoicePayments.paidAt)).limit(shown)
	return rows.map((row) => ({ id: row.id, date: formatDayIn(row.paidAt.toISOString(), t.locale), amount: formatPrice(row.amountCents), status: statusLabel(t, 'paid'), number: row.number, url: stripeHostedUrl(row.hostedInvoiceUrl) }))
}

/**
 * The account's payments for its Billing section: Stripe's invoices in Stripe
 * mode (Stripe is the record: refunds and invoices paid outside the site show
 * too), the test checkout's payments in test mode. Stripe not answering leaves
 * the page up with a sentence instead of the list.
 */
export async function paymentHistory(userId: number, mode: PaymentsMode, t: Translate = translator('en')): Promise<PaymentHistory> {
	if (mode === 'off') return { payments: [], problem: null }
	if (mode === 'test') return { payments: await recordedPayments(t, userId), problem: null }
	const customer = await findCustomer(userId)
	if (!customer) return { payments: [], problem: null }
	try {
		return { payments: await stripeInvoices(t, customer.customerId), problem: null }
	} catch (error) {
		// Stripe away is an outage to note, not a fault of this site: the page says so and goes on.
		console.warn(describeError(error, 'stripe invoices').split('\n')[0])
		return { payments: [], problem: t('dashboard.billing.historyUnavailable') }
	}
}

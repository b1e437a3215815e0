import { localizePath } from '#app/i18n/locale.ts'
import { eq } from 'drizzle-orm'
import { invoicePayments } from '#db/schema/billing.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { findUserById } from '#app/modules/accounts/users.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { sendMail } from '#app/modules/mail/mailer.server.ts'
import { planActiveMail } from '#app/modules/mail/templates.server.ts'
import { formatDayIn } from '#app/modules/site/format-date.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { planName } from './plan-texts.ts'
import { findPlan } from './plans.ts'
import { stripeHostedUrl } from './stripe-urls.ts'

/** The "your plan is active" mail of one paid invoice (a background job the fulfilment asks for). */
export async function mailPlanActive(invoiceId: string) {
	const db = await getDb()
	const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.id, invoiceId))
	// The account was deleted since: nobody to tell.
	if (!payment) return
	const user = await findUserById(payment.userId)
	const plan = findPlan(payment.plan)
	if (!user || !plan) return
	const { locale } = user
	await sendMail(
		planActiveMail({
			to: user.email,
			firstName: user.firstName,
			planName: planName(plan, translator(locale)),
			amount: formatPrice(payment.amountCents),
			paidOn: formatDayIn(payment.paidAt.toISOString(), locale),
			until: payment.periodEnd ? formatDayIn(payment.periodEnd.toISOString(), locale) : null,
			// Stored before this rule existed, or changed since: only Stripe's own https pages; the billing button stays either way.
			invoiceUrl: stripeHostedUrl(payment.hostedInvoiceUrl),
			billingUrl: new URL(localizePath('/viewprofile#billing', locale), getEnv().SITE_URL).toString(),
			locale,
		}),
	)
}

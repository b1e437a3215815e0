import type { Seed } from './seed.ts'
import { demoAccountsSeed } from './demo-accounts.ts'
import { demoAppointmentsSeed } from './demo-appointments.ts'
import { demoBillingSeed } from './demo-billing.ts'
import { demoProfilesSeed } from './demo-profiles.ts'
import { demoReportsSeed } from './demo-reports.ts'
import { demoReviewsSeed } from './demo-reviews.ts'
import { demoStatisticsSeed } from './demo-statistics.ts'

/** The demo data `npm start` loads into an empty database, in order. Each capability adds its own. */
// Billing comes after every seed that gives an account a plan: it gives each plan its source.
export const demoSeeds: Seed[] = [demoAccountsSeed, demoProfilesSeed, demoStatisticsSeed, demoBillingSeed, demoAppointmentsSeed, demoReportsSeed, demoReviewsSeed]

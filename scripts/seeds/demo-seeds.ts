import type { Seed } from '../seed.ts'
import { demoAccountsSeed } from './demo-accounts.ts'
import { demoBillingSeed } from './demo-billing.ts'
import { demoProfilesSeed } from './demo-profiles.ts'
import { demoStatisticsSeed } from './demo-statistics.ts'

/** The demo data `npm start` loads into an empty database, in order. Each capability adds its own. */
export const demoSeeds: Seed[] = [demoAccountsSeed, demoBillingSeed, demoProfilesSeed, demoStatisticsSeed]

import { z } from 'zod'
import { isSitePath } from '#app/modules/site/safe-url.ts'

/** The page a subscription came from: a path on this site, or nothing. */
export const sourcePageSchema = z
	.unknown()
	.transform((value) => (typeof value === 'string' && value.length <= 300 && isSitePath(value) ? value.split('?')[0]! : null))

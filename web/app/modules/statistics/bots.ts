import { isbot } from 'isbot'

/** Crawlers, and clients that send no User-Agent at all: their requests are not counted in a dietitian's statistics. */
export const isBotAgent = (userAgent: string | null | undefined) => !userAgent || isbot(userAgent)

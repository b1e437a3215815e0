/** A profile's description for search results and structured data: its summary on one line, cut to what search results show. */
export const profileDescription = (summary: string | null) => (summary ?? '').replace(/\s+/g, ' ').slice(0, 160)

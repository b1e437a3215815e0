/** A search box's text as an ILIKE pattern: `%`, `_` and `\` typed by the admin mean themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

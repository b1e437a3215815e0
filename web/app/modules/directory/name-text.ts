import { credentials } from '#app/modules/profiles/taxonomy.ts'

const credentialWords = new Set<string>(credentials.map((credential) => credential.toLowerCase()))
const honorifics = new Set(['dr', 'mr', 'mrs', 'ms', 'mx'])

/**
 * A typed name as the name search compares it: commas and dots as spaces, a
 * title before it ("Dr.") and credentials after it ("RDN, LDN") left out, since
 * listings are named by first and last name only. Empty when nothing is left.
 */
export function nameSearchText(text: string): string {
	const words = text
		.replace(/[.,]/g, ' ')
		.split(/\s+/)
		.filter(Boolean)
	while (words.length > 1 && honorifics.has(words[0]!.toLowerCase())) words.shift()
	while (words.length > 1 && credentialWords.has(words[words.length - 1]!.toLowerCase())) words.pop()
	return words.join(' ').slice(0, 100)
}

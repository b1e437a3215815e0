/**
 * Text a visitor typed, with everything a mail program would turn into a link
 * taken out: addresses with a scheme, "www." names, e-mail addresses and bare
 * domain names ("cheap-pills.example/buy"). The visitor's copy of their
 * message quotes it through this, so the form can never be used to mail a
 * link to anyone (issue 27). Deliberately broad: "Dr.Smith" goes too, which
 * costs the visitor nothing in a copy of what they wrote.
 */
const linkLike = [
	/\b[a-z][a-z0-9+.-]{1,20}:\/\/\S*/gi,
	/\b(?:mailto|javascript|data|file|tel|sms):\S+/gi,
	/\bwww\.\S+/gi,
	/[^\s@<>()]+@[^\s@<>()]+/g,
	/\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{1,62}\b(?:[/:?#]\S*)?/gi,
]

export const linkRemoved = '[link removed]'

// Punctuation that ends a sentence after a link stays in the sentence.
const trailing = /[.,;:!?)\]'"]+$/

export function withoutLinks(text: string): string {
	return linkLike.reduce((rest, pattern) => rest.replace(pattern, (found) => linkRemoved + (trailing.exec(found)?.[0] ?? '')), text)
}

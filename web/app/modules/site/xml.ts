// Characters XML 1.0 does not allow at all (most control characters, lone
// surrogates, U+FFFE/U+FFFF): one of them makes the whole feed unreadable.
const invalidXmlCharacters = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Text ready to sit inside an XML element or attribute. */
export const escapeXml = (text: string) =>
	text
		.replace(invalidXmlCharacters, '')
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&apos;')

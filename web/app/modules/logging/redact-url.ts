// Plain TypeScript with no aliased imports: server.ts uses it for the access log.

// Query parameters that carry a credential: a verification link's token parts,
// codes, checkout sessions, unsubscribe and preview tokens.
const secretParameters = /^(firstpart|secondpart|thirdpart|token|code|verifycode|resettoken|session_id|signature|secret|t|preview)$/i
// And a person's health answers: the Medicare guide's diagnosis and ZIP (issue 43 point 2), whose
// form is a GET so that every step works without JavaScript and can be bookmarked.
const privateParameters = /^(diagnosis|zip)$/i

/** The URL as the access log may show it: secret query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
	const queryAt = url.indexOf('?')
	if (queryAt === -1) return url
	const query = url
		.slice(queryAt + 1)
		.split('&')
		.map((pair) => {
			const [name = '', value] = pair.split('=', 2)
			let decoded = name
			try {
				decoded = decodeURIComponent(name.replace(/\+/g, ' '))
			} catch {
				// A malformed name is logged as sent.
			}
			return value !== undefined && (secretParameters.test(decoded) || privateParameters.test(decoded)) ? `${name}=[redacted]` : pair
		})
		.join('&')
	return `${url.slice(0, queryAt)}?${query}`
}

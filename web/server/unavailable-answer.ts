// The answer while the database is unavailable (a restart, a failover): 503
// with Retry-After, never the error page's 500. A page needs no database, no
// script and no stylesheet to show it, so it is self-contained.
import { siteMessages } from '../app/site-messages.ts'

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${siteMessages.serviceUnavailableTitle} | American Dietitian</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff}
header{border-bottom:1px solid #e2e8f0;padding:16px 24px;font-weight:700;font-size:18px}
header a{color:#047857;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:96px 16px;text-align:center}
.status{font-size:14px;font-weight:600;color:#b91c1c;margin:0}
h1{font-size:30px;line-height:1.2;margin:8px 0 0}
p{color:#475569;margin:16px 0 0}
main a{display:inline-block;margin-top:32px;border-radius:8px;background:#047857;color:#fff;padding:8px 16px;font-weight:600;text-decoration:none}
</style>
</head>
<body>
<header><a href="/home">American Dietitian</a></header>
<main>
<p class="status">503</p>
<h1>${siteMessages.serviceUnavailableTitle}</h1>
<p>${siteMessages.serviceUnavailable}</p>
<a href="">Try again</a>
</main>
</body>
</html>
`

export type UnavailableAnswer = { contentType: string; body: string; headers: Record<string, string> }

/**
 * JSON `{message}` for the API, the message as text for React Router's data
 * requests (the app's error boundary shows it after a client-side navigation),
 * the page for everything else.
 */
export function unavailableAnswer(pathname: string, retryAfterSeconds: number): UnavailableAnswer {
	const headers: Record<string, string> = { 'retry-after': String(retryAfterSeconds), 'cache-control': 'private, no-store' }
	if (pathname.startsWith('/api/')) return { contentType: 'application/json; charset=utf-8', body: JSON.stringify({ message: siteMessages.serviceUnavailable }), headers }
	if (pathname.endsWith('.data')) return { contentType: 'text/plain; charset=utf-8', body: siteMessages.serviceUnavailable, headers }
	return {
		contentType: 'text/html; charset=utf-8',
		body: page,
		headers: {
			...headers,
			// Nothing runs on this page and nothing is loaded from anywhere.
			'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
			'x-content-type-options': 'nosniff',
			'x-frame-options': 'DENY',
			'referrer-policy': 'strict-origin-when-cross-origin',
		},
	}
}

import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import { InlineStylesheet } from '#app/components/inline-css.tsx'
import { SiteChrome } from '#app/components/layout/site-chrome.tsx'
import { useNonce } from '#app/components/nonce.tsx'
import { FlashWithoutScript } from '#app/components/ui/flash-without-script.tsx'
import { Toaster } from '#app/components/ui/toaster.tsx'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getToast } from '#app/modules/toast/toast.server.ts'
import { getCurrentUser } from '#app/modules/auth/current-user.server.ts'
import { paymentsMode } from '#app/modules/billing/payments-mode.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { clearSessionCookieHeader } from '#app/modules/auth/sessions.server.ts'
import { messages, siteMessages } from '#app/messages.ts'
import { NotFoundView } from '#app/components/not-found-view.tsx'
import { refuseCrossSiteWrites } from '#app/modules/request/same-origin.server.ts'

export const middleware: Route.MiddlewareFunction[] = [refuseCrossSiteWrites]

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

export async function loader({ request }: Route.LoaderArgs) {
	const env = getEnv()
	const { current, stale } = await getCurrentUser(request)
	const headers = new Headers()
	let { toast, headers: toastHeaders } = await getToast(request)
	for (const [key, value] of toastHeaders ?? []) headers.append(key, value)
	if (stale) {
		// Spec §4: an invalid stored session is dropped, with this message.
		headers.append('set-cookie', await clearSessionCookieHeader())
		toast = { id: 'stale-session', type: 'error', description: messages.invalidStoredToken }
	}
	const user = current?.user
	return data(
		{
			toast,
			contact: { phone: env.CONTACT_PHONE, email: env.CONTACT_EMAIL },
			paymentsEnabled: paymentsMode() !== 'off',
			user: user
				? {
						id: user.id,
						firstName: user.firstName,
						lastName: user.lastName,
						email: user.email,
						isAdmin: user.manageRole === 'admin',
						plan: user.plan,
						// Decided here so the header does not ship the plan table to every page.
						canList: hasEntitlement(user.plan, 'listing'),
						canWriteArticles: hasEntitlement(user.plan, 'articles'),
						submitted: user.submitAt !== null,
					}
				: null,
		},
		{ headers },
	)
}

export function Layout({ children }: { children: React.ReactNode }) {
	const root = useRouteLoaderData<typeof loader>('root')
	const nonce = useNonce()
	return (
		<html lang="en">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<Meta />
				<Links />
				<InlineStylesheet />
			</head>
			<body className="bg-white font-sans text-slate-900 antialiased">
				{root?.toast ? <FlashWithoutScript toast={root.toast} /> : null}
				{children}
				<Toaster fromServer={root?.toast ?? null} />
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

export default function App() {
	return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (isRouteErrorResponse(error) && error.status === 404) {
		return (
			<SiteChrome>
				<NotFoundView />
			</SiteChrome>
		)
	}
	const status = isRouteErrorResponse(error) ? error.status : 500
	// A refused request (a body that is not a form, too large, not allowed) says why.
	const clientError = isRouteErrorResponse(error) && status >= 400 && status < 500
	// The database is briefly away (the server answered a navigation 503): say so, and that trying again will do.
	const unavailable = status === 503
	const reason = (clientError || unavailable) && isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : null
	const heading = clientError ? 'This request could not be handled' : unavailable ? siteMessages.serviceUnavailableTitle : messages.unexpectedApplicationError
	return (
		<SiteChrome>
			<title>{`${clientError ? 'Request refused' : unavailable ? siteMessages.serviceUnavailableTitle : 'Error'} | American Dietitian`}</title>
			<section className="mx-auto max-w-2xl px-4 py-24 text-center">
				<p className="text-sm font-semibold text-red-700">{status}</p>
				<h1 className="mt-2 text-3xl font-bold tracking-tight">{heading}</h1>
				<p className="mt-4 text-slate-600">{reason ?? (clientError ? 'Please go back and try again.' : 'Something went wrong on our side. Please try again in a moment.')}</p>
				<a href="/home" className="mt-8 inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
					Back to home
				</a>
			</section>
		</SiteChrome>
	)
}

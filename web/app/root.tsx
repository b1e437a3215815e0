import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/root'
import { InlineStylesheet } from '#app/components/inline-css.tsx'
import { SiteChrome } from '#app/components/layout/site-chrome.tsx'
import { useNonce } from '#app/components/nonce.tsx'
import { FlashWithoutScript } from '#app/components/ui/flash-without-script.tsx'
import { Toaster } from '#app/components/ui/toaster.tsx'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getToast } from '#app/modules/toast/toast.server.ts'
import { getCurrentUser } from '#app/modules/auth/current-user.server.ts'
import { returnPathOf } from '#app/modules/auth/return-to.server.ts'
import { paymentsMode } from '#app/modules/billing/payments-mode.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { clearSessionCookieHeader } from '#app/modules/auth/sessions.server.ts'
import { siteMessages } from '#app/site-messages.ts'
import { NotFoundView } from '#app/components/not-found-view.tsx'
import { SiteErrorView } from '#app/components/site-error-view.tsx'
import { refuseCrossSiteWrites } from '#app/modules/request/same-origin.server.ts'
import { labelRoute } from '#app/modules/metrics/route-pattern.ts'
import { FallbackMessagesScript } from '#app/i18n/fallback-messages.tsx'
import { I18nProvider, useT } from '#app/i18n/i18n-context.tsx'
import { localeFromPath } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { LanguageAlternates } from '#app/components/layout/language-alternates.tsx'
import type { ChromeData, HeaderUser } from '#app/components/layout/chrome-data.ts'

export const middleware: Route.MiddlewareFunction[] = [labelRoute, refuseCrossSiteWrites]

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
		toast = { id: 'stale-session', type: 'error', description: translator(localeFromPath(new URL(request.url).pathname))('spec.invalidStoredToken') }
	}
	const user = current?.user
	const chrome: ChromeData = {
		contact: { phone: env.CONTACT_PHONE, email: env.CONTACT_EMAIL },
		paymentsEnabled: paymentsMode() !== 'off',
		user: user
			? ({
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
				} satisfies HeaderUser)
			: null,
	}
	// A guard sent a signed-out visitor here (issue 42 point 4): the sign-in dialog opens with its message.
	const signInTo = !user && toast?.signIn ? returnPathOf(toast.signIn) : null
	return data(
		{
			toast: signInTo ? null : toast,
			signInPrompt: signInTo && toast ? { returnTo: signInTo, message: toast.description } : null,
			// The language of the page and the messages every page uses (header, footer, newsletter, errors).
			// A signed-in user without a listing plan may open the plans dialog (its words: the pricing page's).
			i18n: pageI18n(request, signInTo ? ['common', 'newsletter', 'accounts', 'sign-in-dialog'] : chrome.user && !chrome.user.canList ? ['common', 'newsletter', 'pricing', 'dashboard.plansModal'] : ['common', 'newsletter']),
			siteUrl: env.SITE_URL,
			...chrome,
		},
		{ headers },
	)
}

/** The root's messages and language change with the page's language (a switch is a new document anyway). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) || defaultShouldRevalidate
}

export function Layout({ children }: { children: React.ReactNode }) {
	const root = useRouteLoaderData<typeof loader>('root')
	const nonce = useNonce()
	return (
		<I18nProvider>
			<html lang={root?.i18n.locale ?? 'en'}>
				<head>
					<meta charSet="utf-8" />
					<meta name="viewport" content="width=device-width, initial-scale=1" />
					<Meta />
					<LanguageAlternates siteUrl={root?.siteUrl} />
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
		</I18nProvider>
	)
}

export default function App() {
	return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const t = useT()
	const root = useRouteLoaderData<typeof loader>('root')
	// No messages arrived (the root's own loader failed on the first page): the page says it plainly, without the site's chrome.
	if (!t.hasMessages) {
		const unavailable = isRouteErrorResponse(error) && error.status === 503
		return (
			<section className="mx-auto max-w-2xl px-4 py-24 text-center">
				<title>{`${unavailable ? siteMessages.serviceUnavailableTitle : 'Error'} | American Dietitian`}</title>
				<h1 className="text-3xl font-bold tracking-tight">{unavailable ? siteMessages.serviceUnavailableTitle : siteMessages.unexpectedApplicationError}</h1>
				<p className="mt-4 text-slate-600">{siteMessages.serviceUnavailable}</p>
				<a href="/home" className="mt-8 inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
					Home
				</a>
			</section>
		)
	}
	// Without the root's data the page used the server's fallback messages: the browser gets a copy.
	const fallbackCopy = root ? null : <FallbackMessagesScript />
	if (isRouteErrorResponse(error) && error.status === 404) {
		return (
			<SiteChrome>
				{fallbackCopy}
				<NotFoundView />
			</SiteChrome>
		)
	}
	return (
		<SiteChrome>
			{fallbackCopy}
			<SiteErrorView error={error} />
		</SiteChrome>
	)
}

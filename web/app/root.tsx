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
import { paymentsMode } from '#app/modules/billing/payments-mode.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { clearSessionCookieHeader } from '#app/modules/auth/sessions.server.ts'
import { messages, siteMessages } from '#app/messages.ts'
import { NotFoundView } from '#app/components/not-found-view.tsx'
import { refuseCrossSiteWrites } from '#app/modules/request/same-origin.server.ts'
import { I18nProvider, useT } from '#app/i18n/i18n-context.tsx'
import { localeFromPath } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { LanguageAlternates } from '#app/components/layout/language-alternates.tsx'

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
		toast = { id: 'stale-session', type: 'error', description: translator(localeFromPath(new URL(request.url).pathname))('spec.invalidStoredToken') }
	}
	const user = current?.user
	return data(
		{
			toast,
			// The language of the page and the messages every page uses (header, footer, newsletter, errors).
			i18n: pageI18n(request, ['common', 'newsletter']),
			siteUrl: env.SITE_URL,
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
	// The root's own loader failed: no messages arrived, so the page says it plainly, without the site's chrome.
	if (!root) {
		return (
			<section className="mx-auto max-w-2xl px-4 py-24 text-center">
				<title>{`${siteMessages.serviceUnavailableTitle} | American Dietitian`}</title>
				<h1 className="text-3xl font-bold tracking-tight">{messages.unexpectedApplicationError}</h1>
				<p className="mt-4 text-slate-600">{siteMessages.serviceUnavailable}</p>
				<a href="/home" className="mt-8 inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
					Home
				</a>
			</section>
		)
	}
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
	const heading = clientError ? t('common.error.refusedHeading') : unavailable ? t('common.error.unavailableTitle') : t('common.error.unexpected')
	return (
		<SiteChrome>
			<title>{`${clientError ? t('common.error.refusedTitle') : unavailable ? t('common.error.unavailableTitle') : t('common.error.title')} | ${t('common.siteName')}`}</title>
			<section className="mx-auto max-w-2xl px-4 py-24 text-center">
				<p className="text-sm font-semibold text-red-700">{status}</p>
				<h1 className="mt-2 text-3xl font-bold tracking-tight">{heading}</h1>
				<p className="mt-4 text-slate-600">{reason ?? (clientError ? t('common.error.goBack') : unavailable ? t('common.error.unavailable') : t('common.error.ourSide'))}</p>
				<a href={t.locale === 'es' ? '/es/home' : '/home'} className="mt-8 inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
					{t('common.error.backHome')}
				</a>
			</section>
		</SiteChrome>
	)
}

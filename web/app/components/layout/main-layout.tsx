import { useEffect, useState } from 'react'
import { Outlet, useNavigation } from 'react-router'
import { LoadingIndicator } from '#app/components/ui/full-screen-indicator.tsx'
import { SiteChrome } from './site-chrome.tsx'

// Pages that show their own pending state (the AI blog's 'Searching...').
const ownIndicator = new Set(['/ai-blogpage'])

/** Spec §2: pages load lazily with a fallback loader; it appears only when a page is slow (> 400 ms). */
function usePendingPage() {
	const navigation = useNavigation()
	const loading = navigation.state === 'loading' && !ownIndicator.has(navigation.location?.pathname ?? '')
	const [show, setShow] = useState(false)
	useEffect(() => {
		if (!loading) return setShow(false)
		const timer = setTimeout(() => setShow(true), 400)
		return () => clearTimeout(timer)
	}, [loading])
	return show
}

export default function MainLayout() {
	const pending = usePendingPage()
	return (
		<SiteChrome>
			{pending ? <LoadingIndicator /> : null}
			<Outlet />
		</SiteChrome>
	)
}

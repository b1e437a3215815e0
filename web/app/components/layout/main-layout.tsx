import { Outlet } from 'react-router'
import { SiteChrome } from './site-chrome.tsx'

export default function MainLayout() {
	return (
		<SiteChrome>
			<Outlet />
		</SiteChrome>
	)
}

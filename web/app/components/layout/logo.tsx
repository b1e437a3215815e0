import { Link } from 'react-router'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'

export function Logo() {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<Link to={localePath('/home')} className="flex items-center gap-2 font-bold text-brand-900" aria-label={t('common.logoLabel')}>
			<svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
				<circle cx="16" cy="16" r="16" className="fill-brand-700" />
				<path d="M16 7c-4 4-6 8-6 11a6 6 0 0 0 12 0c0-3-2-7-6-11Z" className="fill-white" />
				<path d="M16 13v11" stroke="#047857" strokeWidth="1.6" strokeLinecap="round" />
			</svg>
			<span className="text-lg tracking-tight">{t('common.siteName')}</span>
		</Link>
	)
}

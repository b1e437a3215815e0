import { useT } from '#app/i18n/i18n-context.tsx'

/** `what` names the missing thing in the page's language ("The Authors Digest"). */
export function CmsUnavailable({ what }: { what: string }) {
	const t = useT()
	return (
		<section className="mx-auto max-w-2xl px-4 py-24 text-center" role="alert">
			<h1 className="text-2xl font-bold">{t('common.cmsUnavailable.heading', { what })}</h1>
			<p className="mt-3 text-slate-600">{t('common.cmsUnavailable.text')}</p>
		</section>
	)
}

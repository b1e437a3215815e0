import type { Translate } from '#app/i18n/format-message.ts'
import { useT } from '#app/i18n/i18n-context.tsx'

const previewLabels = (t: Translate): Record<string, string> => ({
	draft: t('profile.preview.draft'),
	pending: t('profile.preview.pending'),
	rejected: t('profile.preview.rejected'),
	suspended: t('profile.preview.suspended'),
	not_listed: t('profile.preview.notListed'),
	paused: t('profile.preview.paused'),
})

/** Tells the owner or an administrator previewing an unlisted profile what visitors get instead. */
export function ProfilePreviewNote({ status }: { status: string }) {
	const t = useT()
	return (
		<p role="note" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
			{t.rich('profile.preview.note', { state: previewLabels(t)[status] ?? status, strong: (chunks) => <strong>{chunks}</strong> })}
		</p>
	)
}

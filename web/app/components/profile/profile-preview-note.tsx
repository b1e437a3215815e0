const previewLabels: Record<string, string> = {
	draft: 'a draft: visitors get “not found”',
	pending: 'waiting for approval: visitors get “not found”',
	rejected: 'not approved: visitors get “not found”',
	suspended: 'suspended: visitors get “not found”',
	not_listed: 'not listed (no active plan): visitors see “not currently listed”',
	paused: 'paused: availability was not confirmed for 90 days. Visitors see “listing paused” and other dietitians; confirm your availability on your dashboard to bring it back',
}

/** Tells the owner or an administrator previewing an unlisted profile what visitors get instead. */
export function ProfilePreviewNote({ status }: { status: string }) {
	return (
		<p role="note" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
			<strong>Preview.</strong> This profile is {previewLabels[status] ?? status}. Only you and administrators see this page.
		</p>
	)
}

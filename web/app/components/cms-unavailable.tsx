export function CmsUnavailable({ what }: { what: string }) {
	return (
		<section className="mx-auto max-w-2xl px-4 py-24 text-center" role="alert">
			<h1 className="text-2xl font-bold">{what} is unavailable right now</h1>
			<p className="mt-3 text-slate-600">Our content service is not answering. Please try again in a few minutes.</p>
		</section>
	)
}

import { Link } from 'react-router'

export type YourDataWords = { title: string; intro: string; download: string; delete: string; exportPath: string; deletePath: string }

/** The dashboard's last section (issue 48): the data download and the way to delete the account. Plain links. */
export function YourDataSection({ words }: { words: YourDataWords }) {
	return (
		<section id="your-data" aria-labelledby="your-data-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
			<h2 id="your-data-heading" className="text-xl font-semibold text-ink">
				{words.title}
			</h2>
			<p className="mt-1 text-sm text-slate-600">{words.intro}</p>
			<div className="mt-4 flex flex-wrap gap-4">
				<a href={words.exportPath} download className="font-medium text-brand-800 underline">
					{words.download}
				</a>
				<Link to={words.deletePath} className="font-medium text-red-800 underline">
					{words.delete}
				</Link>
			</div>
		</section>
	)
}

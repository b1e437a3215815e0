import type { ReactNode } from 'react'

/** The admin's list tables: a caption for screen readers, column headers, and sideways scrolling on a phone. */
export function AdminTable({ caption, columns, children, empty, className = '' }: { caption: string; columns: string[]; children: ReactNode; empty?: string | null; className?: string }) {
	return (
		<div className={`overflow-x-auto rounded-xl border border-slate-200 ${className}`}>
			<table className="w-full min-w-[48rem] text-left text-sm">
				<caption className="sr-only">{caption}</caption>
				<thead className="bg-slate-50 text-slate-700">
					<tr>
						{columns.map((column) => (
							<th key={column} scope="col" className="px-4 py-3">{column}</th>
						))}
					</tr>
				</thead>
				<tbody>{children}</tbody>
			</table>
			{empty ? <p className="p-4 text-slate-700">{empty}</p> : null}
		</div>
	)
}

/** "(required)" after a label, quieter than the label itself (a file of its own: every page's form field does without it). */
export function RequiredMark({ words }: { words: string }) {
	return <span className="font-normal text-slate-600"> ({words})</span>
}

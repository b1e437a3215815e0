import type { ReferralLetterText } from '#app/modules/medicare/referral-letter-text.ts'

function Blank({ label }: { label: string }) {
	return (
		<div className="flex items-end gap-2 text-[10pt]">
			<span className="shrink-0">{`${label}:`}</span>
			<span className="h-5 flex-1 border-b border-slate-500" />
		</div>
	)
}

function Box({ label }: { label: string }) {
	return (
		<li className="flex items-start gap-2 text-[10pt]">
			<span aria-hidden="true" className="mt-[0.2em] inline-block size-3 shrink-0 border border-slate-900" />
			<span>{label}</span>
		</li>
	)
}

/** The referral letter, laid out for a Letter page on screen and in print. */
export function ReferralLetterView({ text }: { text: ReferralLetterText }) {
	const [first, ...rest] = text.from.lines
	return (
		<article className="text-slate-900">
			<h1 className="text-[17pt] font-bold leading-tight">{text.title}</h1>
			<section aria-label={text.from.heading} className="mt-3 text-[10pt] leading-snug">
				<p className="text-[8.5pt] font-bold tracking-wide text-slate-600 uppercase">{text.from.heading}</p>
				<div className="columns-2 gap-8">
					<p className="font-semibold">{first}</p>
					{rest.map((line) => (
						<p key={line}>{line}</p>
					))}
				</div>
			</section>
			<div className="mt-3 space-y-1.5 text-[10pt] leading-snug">
				<p>{text.greeting}</p>
				{text.body.map((paragraph) => (
					<p key={paragraph}>{paragraph}</p>
				))}
			</div>
			<section className="mt-3 space-y-2">
				<h2 className="text-[11pt] font-bold">{text.patient.heading}</h2>
				<Blank label={text.patient.fields[0]!} />
				<div className="grid grid-cols-2 gap-x-6">
					{text.patient.fields.slice(1).map((label) => (
						<Blank key={label} label={label} />
					))}
				</div>
			</section>
			<section className="mt-3">
				<h2 className="text-[11pt] font-bold">{text.diagnosis.heading}</h2>
				<ul className="mt-1 grid grid-cols-2 gap-x-6 gap-y-1">
					{text.diagnosis.boxes.map((label) => (
						<Box key={label} label={label} />
					))}
				</ul>
				<div className="mt-2 grid grid-cols-2 gap-x-6">
					<Blank label={text.diagnosis.codeField} />
					<Blank label={text.diagnosis.dateField} />
				</div>
			</section>
			<section className="mt-3 space-y-2">
				<h2 className="text-[11pt] font-bold">{text.labs.heading}</h2>
				{text.labs.rows.map(([result, date]) => (
					<div key={result} className="grid grid-cols-2 gap-x-6">
						<Blank label={result} />
						<Blank label={date} />
					</div>
				))}
			</section>
			<section className="mt-3">
				<h2 className="text-[11pt] font-bold">{text.referralKind.heading}</h2>
				<ul className="mt-1 space-y-1">
					{text.referralKind.boxes.map((label) => (
						<Box key={label} label={label} />
					))}
				</ul>
				<div className="mt-2 w-1/2">
					<Blank label={text.referralKind.hoursField} />
				</div>
			</section>
			<section className="mt-3 space-y-2">
				<h2 className="text-[11pt] font-bold">{text.physician.heading}</h2>
				<div className="grid grid-cols-2 gap-x-6 gap-y-2">
					{text.physician.fields.map((label) => (
						<Blank key={label} label={label} />
					))}
				</div>
			</section>
			<footer className="mt-5 space-y-0.5 text-[8pt] text-slate-600">
				<p>{text.source}</p>
				<p>{text.profile}</p>
			</footer>
		</article>
	)
}

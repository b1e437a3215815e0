import { Link } from 'react-router'
import type { ProfileDashboard } from '#app/modules/statistics/dashboard.server.ts'
import type { Counts, WeekCounts } from '#app/modules/statistics/summary.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import type { Translate } from '#app/i18n/format-message.ts'
import type { Locale } from '#app/i18n/locale.ts'
import { formatMonthDayIn } from '#app/modules/site/format-date.ts'

const figureLabels = (t: Translate): [keyof Counts, string][] => [
	['views', t('dashboard.figures.views')],
	['appearances', t('dashboard.figures.appearances')],
	['requests', t('dashboard.figures.requests')],
]

const weekLabel = (weekStart: string, locale: Locale) => formatMonthDayIn(`${weekStart}T00:00:00Z`, locale)

function Figures({ title, counts }: { title: string; counts: Counts }) {
	const t = useT()
	return (
		<div>
			<h3 className="text-sm font-semibold text-slate-700">{title}</h3>
			<dl className="mt-2 grid grid-cols-3 gap-3">
				{figureLabels(t).map(([key, label]) => (
					<div key={key} className="rounded-xl bg-slate-50 p-3">
						<dt className="text-xs text-slate-600">{label}</dt>
						<dd className="mt-1 text-2xl font-bold text-ink" data-figure={key}>
							{counts[key]}
						</dd>
					</div>
				))}
			</dl>
		</div>
	)
}

/**
 * Weekly views as bars, drawn on the server; the table below carries the same
 * numbers for everyone. The SVG stretches to the width; labels are HTML so
 * their size does not shrink with it on a phone.
 */
function WeeklyChart({ weeks, listed }: { weeks: WeekCounts[]; listed: boolean }) {
	const t = useT()
	if (weeks.every((week) => week.views === 0)) {
		return (
			<p className="mt-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
				{t(listed ? 'dashboard.figures.noViewsListed' : 'dashboard.figures.noViewsUnlisted')}
			</p>
		)
	}
	const height = 100
	const max = Math.max(1, ...weeks.map((week) => week.views))
	return (
		<div>
			<div className="grid grid-cols-12 text-center text-[11px] text-slate-700" aria-hidden="true">
				{weeks.map((week) => (
					<span key={week.weekStart}>{week.views || ''}</span>
				))}
			</div>
			<svg viewBox={`0 0 ${weeks.length * 10} ${height}`} preserveAspectRatio="none" className="h-36 w-full" role="img" aria-labelledby="views-chart-title">
				<title id="views-chart-title">{t('dashboard.figures.chartTitle')}</title>
				{weeks.map((week, index) => {
					const barHeight = Math.max(week.views ? 2 : 0, (height * week.views) / max)
					return <rect key={week.weekStart} x={index * 10 + 2} y={height - barHeight} width="6" height={barHeight} className="fill-brand-600" />
				})}
				<line x1="0" x2={weeks.length * 10} y1={height} y2={height} className="stroke-slate-300" vectorEffect="non-scaling-stroke" />
			</svg>
			<div className="mt-1 grid grid-cols-12 text-center text-[11px] text-slate-600" aria-hidden="true">
				{weeks.map((week, index) => (
					<span key={week.weekStart} className={index % 3 === 2 ? '' : 'invisible sm:visible'}>
						{weekLabel(week.weekStart, t.locale).replace(' ', '\u00a0')}
					</span>
				))}
			</div>
		</div>
	)
}

function WeeklyTable({ weeks }: { weeks: WeekCounts[] }) {
	const t = useT()
	return (
		<details className="mt-3">
			<summary className="cursor-pointer text-sm font-medium text-brand-800">{t('dashboard.figures.weekByWeek')}</summary>
			<div className="mt-2 overflow-x-auto">
				<table className="w-full text-sm">
					<caption className="sr-only">{t('dashboard.figures.tableCaption')}</caption>
					<thead>
						<tr className="text-left text-slate-600">
							<th scope="col" className="py-1 pr-3 font-medium">{t('dashboard.figures.weekOf')}</th>
							<th scope="col" className="py-1 pr-3 text-right font-medium">{t('dashboard.figures.viewsColumn')}</th>
							<th scope="col" className="py-1 pr-3 text-right font-medium">{t('dashboard.figures.appearances')}</th>
							<th scope="col" className="py-1 text-right font-medium">{t('dashboard.figures.requestsColumn')}</th>
						</tr>
					</thead>
					<tbody>
						{weeks.map((week) => (
							<tr key={week.weekStart} className="border-t border-slate-100">
								<th scope="row" className="py-1 pr-3 text-left font-normal">{weekLabel(week.weekStart, t.locale)}</th>
								<td className="py-1 pr-3 text-right">{week.views}</td>
								<td className="py-1 pr-3 text-right">{week.appearances}</td>
								<td className="py-1 text-right">{week.requests}</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</details>
	)
}

/** The figures of /viewprofile: views, appearances and requests over time, when the plan includes statistics. */
export function Dashboard({ dashboard }: { dashboard: ProfileDashboard | null }) {
	const t = useT()
	const localePath = useLocalePath()
	if (!dashboard) return null
	const { statistics } = dashboard
	return (
		<section aria-labelledby="dashboard-heading" id="dashboard" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
			<h2 id="dashboard-heading" className="text-xl font-semibold text-ink">
				{t('dashboard.figures.title')}
			</h2>
			{statistics ? (
				<div className="mt-4 space-y-6">
					<div className="grid gap-6 lg:grid-cols-2">
						<Figures title={t('dashboard.figures.thisWeek')} counts={statistics.thisWeek} />
						<Figures title={t('dashboard.figures.last30Days')} counts={statistics.last30Days} />
					</div>
					<div>
						<h3 className="text-sm font-semibold text-slate-700">{t('dashboard.figures.last12Weeks')}</h3>
						<WeeklyChart weeks={statistics.weeks} listed={dashboard.listed} />
						<WeeklyTable weeks={statistics.weeks} />
					</div>
				</div>
			) : (
				<p className="mt-3 text-sm text-slate-700">
					{t.rich('dashboard.figures.upgrade', {
						plan: t('pricing.plan.professional.name'),
						link: (chunks) => (
							<Link className="font-medium text-brand-800 underline" to={localePath('/services')}>
								{chunks}
							</Link>
						),
					})}
				</p>
			)}
		</section>
	)
}

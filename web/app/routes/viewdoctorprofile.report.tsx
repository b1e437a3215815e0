import { data, Form, Link } from 'react-router'
import type { Route } from './+types/viewdoctorprofile.report'
import { RequiredMark } from '#app/components/ui/required-mark.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { reportDetailsMax, reportReasons, type ReportReason } from '#app/modules/reports/report-form.ts'
import { loadReportPage, submitReportPage } from '#app/modules/reports/report-page.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

/** Issue 42 point 5: "Report this listing", the promise About Us makes; the report waits in the admin's queue. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('report.title', { name: loaderData?.name ?? '' }), t('report.metaDescription')), { name: 'robots', content: 'noindex' }]
}

const reasonKeys: Record<ReportReason, string> = {
	'wrong-details': 'report.reason.wrong-details',
	'not-a-dietitian': 'report.reason.not-a-dietitian',
	'closed-practice': 'report.reason.closed-practice',
	other: 'report.reason.other',
}

export async function loader({ request, params }: Route.LoaderArgs) {
	return { ...(await loadReportPage(params.id)), i18n: pageI18n(request, ['report']) }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	if (request.method !== 'POST') throw data('Use POST', { status: 405 })
	return submitReportPage(request, params.id, context.get(clientIpContext))
}

export default function ReportListing({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const localePath = useLocalePath()
	const { id, name } = loaderData
	const values = actionData?.status === 'error' ? actionData.values : { reason: '', details: '' }
	const fieldError = (field: 'reason' | 'details') => (actionData?.status === 'error' && actionData.field === field ? actionData.error : null)
	return (
		<div className="mx-auto max-w-2xl px-4 py-10">
			<p className="text-sm">
				<Link to={localePath(`/viewdoctorprofile/${id}`)} className="font-medium text-brand-800 underline">{t('report.back', { name })}</Link>
			</p>
			<h1 className="mt-2 text-3xl font-bold text-ink">{t('report.title', { name })}</h1>
			{actionData?.status === 'sent' ? (
				<div role="status" className="mt-6 space-y-2 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-900">
					<p className="text-lg font-semibold">{t('report.sent.title')}</p>
					<p>{t('report.sent.text')}</p>
				</div>
			) : (
				<Form method="post" className="mt-6 space-y-6" aria-label={t('report.title', { name })}>
					<p className="text-slate-700">{t('report.intro')}</p>
					{actionData?.status === 'error' && actionData.field === '' ? (
						<p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">{actionData.error}</p>
					) : null}
					<Honeypot />
					<fieldset aria-describedby={fieldError('reason') ? 'report-reason-error' : undefined}>
						<legend className="font-semibold text-ink">
							{t('report.reason')}
							<RequiredMark words={t('common.required')} />
						</legend>
						<div className="mt-2 space-y-2">
							{reportReasons.map((reason) => (
								<label key={reason} className="flex items-center gap-2 text-slate-800">
									<input type="radio" name="reason" value={reason} defaultChecked={values.reason === reason} required />
									{t(reasonKeys[reason])}
								</label>
							))}
						</div>
						{fieldError('reason') ? <p id="report-reason-error" role="alert" className="mt-2 text-sm text-red-800">{fieldError('reason')}</p> : null}
					</fieldset>
					<div>
						<label htmlFor="report-details" className="block font-semibold text-ink">{t('report.details')}</label>
						<p id="report-details-hint" className="text-sm text-slate-600">{t('report.detailsHint', { max: reportDetailsMax })}</p>
						<textarea
							id="report-details"
							name="details"
							rows={4}
							maxLength={reportDetailsMax}
							defaultValue={values.details}
							aria-invalid={fieldError('details') ? true : undefined}
							aria-describedby={fieldError('details') ? 'report-details-hint report-details-error' : 'report-details-hint'}
							className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
						/>
						{fieldError('details') ? <p id="report-details-error" role="alert" className="mt-1 text-sm text-red-800">{fieldError('details')}</p> : null}
					</div>
					<SubmitButton pendingText={t('report.submit')}>{t('report.submit')}</SubmitButton>
				</Form>
			)}
		</div>
	)
}

import { data } from 'react-router'
import { requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { honeypotFieldName } from '#app/modules/auth/honeypot.ts'
import { parseProfileId } from '#app/modules/profiles/profile-page.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { reportableListing, submitListingReport } from './listing-reports.server.ts'
import { reportDetailsMax, reportFormSchema } from './report-form.ts'

export type ReportAnswer = { status: 'sent' } | { status: 'error'; error: string; field: 'reason' | 'details' | ''; values: { reason: string; details: string } }

/** The page "Report this listing" of a profile: its name, or a 404 for an id that is no listed profile. */
export async function loadReportPage(rawId: string | undefined) {
	const id = parseProfileId(rawId)
	const listing = id === null ? null : await reportableListing(id)
	if (!listing) throw data(null, { status: 404 })
	return listing
}

/** The report form's post: the honeypot, the fields (a clear 400), the listing (404), the hourly limit (429). */
export async function submitReportPage(request: Request, rawId: string | undefined, clientIp: string) {
	const t = requestTranslator(request)
	const form = await readForm(request)
	const values = { reason: String(form.get('reason') ?? '').slice(0, 40), details: String(form.get('details') ?? '').slice(0, 2000) }
	const failed = (error: string, status: number, field: 'reason' | 'details' | '' = '', headers?: HeadersInit) => data<ReportAnswer>({ status: 'error', error, field, values }, { status, headers })
	if (String(form.get(honeypotFieldName) ?? '') !== '') return failed(t('report.error.notSent'), 400)
	const id = parseProfileId(rawId)
	if (id === null) return failed(t('report.error.notFound'), 404)
	const parsed = reportFormSchema.safeParse(values)
	if (!parsed.success) {
		const field = parsed.error.issues[0]?.path[0] === 'details' ? 'details' : 'reason'
		return failed(field === 'reason' ? t('report.error.reason') : t('report.error.details', { max: reportDetailsMax }), 400, field)
	}
	const outcome = await submitListingReport(id, parsed.data, clientIp)
	if (outcome.status === 'not-found') return failed(t('report.error.notFound'), 404)
	if (outcome.status === 'rate-limited') return failed(t('report.error.tooMany', { minutes: Math.ceil(outcome.retryAfter / 60) }), 429, '', { 'retry-after': String(outcome.retryAfter) })
	return data<ReportAnswer>({ status: 'sent' })
}

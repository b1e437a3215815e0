import type { Route } from './+types/viewdoctorprofile.referral-letter[.]pdf'
import { referralLetterPdf } from '#app/modules/medicare/referral-letter-pdf.server.ts'
import { findReferralLetter, type NoLetter } from '#app/modules/medicare/referral-letter.server.ts'

const noLetterText: Record<NoLetter['reason'], string> = {
	'no-medicare': 'This dietitian does not accept Medicare, so there is no referral letter.',
	'not-listed': 'This dietitian is not currently listed.',
	'not-found': 'There is no dietitian at this address in the directory.',
}

/**
 * The referral letter as a PDF download. Without a letter, the page's status
 * (404, or 410 for a paused listing) with a plain sentence and where to go instead.
 */
export async function loader({ params }: Route.LoaderArgs) {
	const found = await findReferralLetter(params.id)
	if (!found.ok) {
		const { why } = found
		const wayBack = why.profileHref ? `The profile: ${why.profileHref}` : 'Dietitians who accept Medicare: /medicare'
		return new Response(`${noLetterText[why.reason]}\n${wayBack}\n`, {
			status: found.status,
			headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
		})
	}
	const { letter } = found
	const pdf = await referralLetterPdf(letter)
	const fileName = `referral-letter-${letter.dietitian.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`
	return new Response(new Uint8Array(pdf), {
		headers: {
			'content-type': 'application/pdf',
			'content-disposition': `attachment; filename="${fileName}"`,
			'content-length': String(pdf.length),
			'cache-control': 'private, max-age=300',
		},
	})
}

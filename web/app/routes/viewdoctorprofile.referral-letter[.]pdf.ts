import type { Route } from './+types/viewdoctorprofile.referral-letter[.]pdf'
import { referralLetterPdf } from '#app/modules/medicare/referral-letter-pdf.server.ts'
import { loadReferralLetter } from '#app/modules/medicare/referral-letter.server.ts'

/** The referral letter as a PDF download; the same answers as the page for a letter that does not exist. */
export async function loader({ params }: Route.LoaderArgs) {
	const letter = await loadReferralLetter(params.id)
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

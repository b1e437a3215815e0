/**
 * What an AI article says about its review, in its label and in its closing
 * note alike: a named reviewer (an Author of the CMS: a dietitian, named with
 * credentials, "Maya Chen, RDN") when the
 * article has one; otherwise only what is true of every published AI article,
 * that the site's editors reviewed it before publishing.
 */
export function aiReviewText(reviewedBy: string | null) {
	return reviewedBy
		? {
				label: `Reviewed by ${reviewedBy}`,
				note: `This article was drafted with the help of AI and checked by ${reviewedBy}. It is general information, not medical advice: a dietitian can tailor it to your health, culture and budget.`,
			}
		: {
				label: 'Reviewed by the American Dietitian editors',
				note: 'This article was drafted with the help of AI and reviewed by the American Dietitian editors. It is general information, not medical advice: a registered dietitian can tailor it to your health, culture and budget.',
			}
}

import type { Core } from '@strapi/strapi';

const article = 'api::article.article';

type ArticleData = { review_status?: string; published_date?: string | null };

/**
 * The date the Authors Digest orders by (`published_date`) is set when an
 * article first becomes published, whoever publishes it: an editor choosing
 * "published" in the admin, the site's article editor through the REST API,
 * or a script. A document service middleware sees all of them (the admin
 * panel and the REST API both write through the document service), so no
 * road leaves a published article undated. A date already set is kept (an
 * article published again after a correction keeps its place), and a date the
 * editor types is theirs.
 */
export function registerPublishedDate(strapi: Core.Strapi) {
	strapi.documents.use(async (context, next) => {
		if (context.uid !== article || (context.action !== 'create' && context.action !== 'update')) return next();
		const params = context.params as { documentId?: string; data?: ArticleData };
		const data = params.data;
		if (!data || data.published_date) return next();
		let status = data.review_status;
		let dated = false;
		if (context.action === 'update' && params.documentId) {
			const current = (await strapi.db
				.query(article)
				.findOne({ select: ['review_status', 'published_date'], where: { documentId: params.documentId } })) as ArticleData | null;
			status ??= current?.review_status;
			// An explicit null clears the date only together with leaving "published".
			dated = Boolean(current?.published_date) && data.published_date !== null;
		}
		if (status === 'published' && !dated) {
			context.params = { ...params, data: { ...data, published_date: new Date().toISOString() } } as typeof context.params;
		}
		return next();
	});
}

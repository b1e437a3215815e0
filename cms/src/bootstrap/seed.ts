import type { Core } from '@strapi/strapi';
import { aiArticles } from '../seed/ai-article-data';
import { authorArticles } from '../seed/author-article-data';
import { aboutPage, privacyPage, termsPage } from '../seed/site-pages';

/** Demo content, each type only while it is empty: editors' changes are never overwritten. */
export async function seedDemoContent(strapi: Core.Strapi) {
  const singles = [
    ['api::about-page.about-page', aboutPage],
    ['api::terms-page.terms-page', termsPage],
    ['api::privacy-page.privacy-page', privacyPage],
  ] as const;
  for (const [uid, page] of singles) {
    const documents = strapi.documents(uid);
    if ((await documents.count({})) > 0) continue;
    await documents.create({ data: page as never });
  }

  const ai = strapi.documents('api::ai-article.ai-article');
  if ((await ai.count({})) === 0) {
    for (const article of aiArticles) {
      const created = await ai.create({ data: article as never });
      await ai.publish({ documentId: created.documentId });
    }
    strapi.log.info(`[bootstrap] seeded ${aiArticles.length} AI articles`);
  }

  const authored = strapi.documents('api::article.article');
  if ((await authored.count({})) === 0) {
    for (const article of authorArticles) await authored.create({ data: { ...article, author_user_id: null } as never });
    strapi.log.info(`[bootstrap] seeded ${authorArticles.length} author articles`);
  }
}

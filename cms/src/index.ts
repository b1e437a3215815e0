import type { Core } from '@strapi/strapi';
import { archiveLegacyArticleColumns, convertLegacyArticles } from './articles/legacy-fields';
import { registerPublishedDate } from './articles/published-date';
import { registerReviewEvents } from './articles/review-events';
import { backfillPublicIds, registerPublicIds } from './articles/public-ids';
import { ensureAdmin, ensureApiToken, ensureWebhook } from './bootstrap/access';
import { ensureArticleReviewList } from './bootstrap/article-review-list';
import { ensureEditor, ensureEditorPermissions, ensureSuperAdmin, hideUserCollection } from './bootstrap/cms-accounts';
import { ensureSpanishLocale } from './bootstrap/locales';
import { seedDemoContent } from './bootstrap/seed';
import { closeUsersPermissions } from './bootstrap/users-permissions';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerPublicIds(strapi);
    registerPublishedDate(strapi);
    registerReviewEvents(strapi);
    hideUserCollection(strapi);
    strapi.hook('strapi::content-types.beforeSync').register(() => archiveLegacyArticleColumns(strapi));
  },

  /** Idempotent: safe on every start. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await closeUsersPermissions(strapi);
    await ensureAdmin(strapi);
    await ensureSuperAdmin(strapi);
    await ensureEditor(strapi);
    // Before the Editor's permissions, which cover every locale.
    const spanishAdded = await ensureSpanishLocale(strapi);
    await ensureEditorPermissions(strapi);
    await ensureArticleReviewList(strapi);
    await ensureApiToken(strapi);
    await ensureWebhook(strapi);
    // Number older documents first: the conversion below updates them, and an
    // update of an unnumbered document would hand it a fresh number instead of
    // the id the site has been serving for it.
    await backfillPublicIds(strapi);
    await convertLegacyArticles(strapi);
    if (process.env.STRAPI_SEED !== 'false') await seedDemoContent(strapi, { spanishPages: spanishAdded });
  },
};

import type { Core } from '@strapi/strapi';

const article = 'api::article.article';
const editorRole = 'strapi-editor';

/** The webhook event that tells the web an author article changed review status. */
export const reviewEvent = 'article.review';

type AdminUser = { email?: string; firstname?: string | null; lastname?: string | null };
type RequestState = { state?: { auth?: { strategy?: { name?: string } }; user?: AdminUser } };

/** The active members of the Editor role: who is told when an author submits an article. */
async function editorEmails(strapi: Core.Strapi): Promise<string[]> {
  const users = (await strapi.db.query('admin::user').findMany({
    select: ['email'],
    where: { isActive: true, blocked: false, roles: { code: editorRole } },
  })) as { email: string }[];
  return users.map((user) => user.email.toLowerCase());
}

/** The admin account acting, when the change comes from the admin panel (not the site's API token, not a script). */
function actingEditor(strapi: Core.Strapi): AdminUser | null {
  const context = strapi.requestContext.get() as RequestState | undefined;
  return context?.state?.auth?.strategy?.name === 'admin' && context.state.user ? context.state.user : null;
}

/**
 * After an author article's review status changes, whoever changed it, emits
 * `article.review` to the web's signed webhook with what the web needs to mail
 * the people concerned: the transition, who made it (an editor in the admin,
 * or the site), the article, its author's e-mail and the editors' e-mails.
 * The web sends the mails through its mail module; the CMS sends none.
 */
export function registerReviewEvents(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== article || context.action !== 'update') return next();
    const params = context.params as { documentId?: string; data?: { review_status?: string } };
    const to = params.data?.review_status;
    if (!to || !params.documentId) return next();
    const before = (await strapi.db.query(article).findOne({ select: ['review_status'], where: { documentId: params.documentId } })) as { review_status: string } | null;
    const result = await next();
    if (!before || before.review_status === to) return result;
    const entry = (await strapi.db.query(article).findOne({
      select: ['public_id', 'title', 'review_note'],
      where: { documentId: params.documentId },
      populate: { author: { select: ['name', 'account_email'] } },
    })) as { public_id: number; title: string; review_note: string | null; author?: { name: string; account_email: string | null } | null } | null;
    if (!entry) return result;
    const editor = actingEditor(strapi);
    strapi.eventHub.emit(reviewEvent, {
      model: 'article',
      from: before.review_status,
      to,
      by: editor ? { kind: 'editor', email: editor.email ?? '', name: [editor.firstname, editor.lastname].filter(Boolean).join(' ') } : { kind: 'site' },
      article: {
        documentId: params.documentId,
        publicId: entry.public_id,
        title: entry.title,
        reviewNote: entry.review_note ?? '',
        authorName: entry.author?.name ?? '',
        authorEmail: entry.author?.account_email?.toLowerCase() ?? null,
      },
      editors: to === 'in_review' ? await editorEmails(strapi) : [],
    });
    return result;
  });
}

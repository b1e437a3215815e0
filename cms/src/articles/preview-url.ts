import crypto from 'crypto';

/**
 * Strapi's preview button (config/admin.ts) asks here where an entry is shown
 * on the site. Live articles and pages open their public URL. An article that
 * is not live (an AI article's draft, an author article not yet published)
 * opens /articles/preview with a signed token that expires: the web app checks
 * the signature with the same PREVIEW_SECRET and shows the draft to whoever
 * holds the link, for that hour only.
 */
export const previewLifetimeSeconds = 60 * 60;

const pagePaths: Record<string, string> = {
  'api::about-page.about-page': '/aboutus',
  'api::terms-page.terms-page': '/terms',
  'api::privacy-page.privacy-page': '/privacypolicy',
};

const kinds: Record<string, 'article' | 'ai-article'> = {
  'api::article.article': 'article',
  'api::ai-article.ai-article': 'ai-article',
};

/** `payload.signature`, both base64url: payload is {k: kind, d: documentId, e: expiry in epoch seconds}. */
export function signPreviewToken(secret: string, kind: 'article' | 'ai-article', documentId: string, now = Date.now()) {
  const payload = Buffer.from(JSON.stringify({ k: kind, d: documentId, e: Math.floor(now / 1000) + previewLifetimeSeconds })).toString('base64url');
  const signature = crypto.createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${signature}`;
}

type PreviewParams = { documentId?: string; status?: string };

type Documents = { findOne: (query: { documentId: string; status?: string }) => Promise<{ public_id?: number; review_status?: string } | null> };
// The Strapi instance is a global inside the CMS; reached through globalThis so that the web's
// tests can import the token signer above without Strapi's types.
const documents = (uid: string) => (globalThis as unknown as { strapi: { documents: (uid: string) => Documents } }).strapi.documents(uid);

export function createPreviewHandler(siteUrl: string, secret: string | undefined) {
  const at = (path: string) => new URL(path, siteUrl).toString();
  return async (uid: string, { documentId, status }: PreviewParams): Promise<string | null> => {
    if (pagePaths[uid]) return at(pagePaths[uid]);
    const kind = kinds[uid];
    if (!kind || !documentId) return null;
    if (kind === 'ai-article') {
      const live = status === 'published' ? await documents('api::ai-article.ai-article').findOne({ documentId, status: 'published' }) : null;
      if (live) return at(`/ai-singlepost/:${live.public_id}`);
    } else {
      const article = await documents('api::article.article').findOne({ documentId });
      if (!article) return null;
      if (article.review_status === 'published') return at(`/singlepost/${article.public_id}`);
    }
    if (!secret) return null;
    return at(`/articles/preview?token=${signPreviewToken(secret, kind, documentId)}`);
  };
}

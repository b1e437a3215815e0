import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { reviewEvent } from '../articles/review-events';

const TOKEN_NAME = 'web-app';
const WEBHOOK_NAME = 'web-app cache invalidation';

/** The first super-admin, from STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD, only when none exists. */
export async function ensureAdmin(strapi: Core.Strapi) {
  const email = process.env.STRAPI_ADMIN_EMAIL;
  const password = process.env.STRAPI_ADMIN_PASSWORD;
  if (!email || !password) return;
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  await users.createFirstAdmin({ email, password, firstname: 'Site', lastname: 'Editor' });
  strapi.log.info(`[bootstrap] created the first CMS admin ${email}`);
}

/**
 * The web app's full-access content-API token. With STRAPI_API_TOKEN set, that
 * exact value becomes valid (Strapi stores its own hash of it), so the operator
 * hands the same secret to both processes. Without it, a random token is made
 * once and written to STRAPI_API_TOKEN_FILE for the web to read.
 */
export async function ensureApiToken(strapi: Core.Strapi) {
  const tokens = strapi.service('admin::api-token-content-api');
  const existing = await tokens.getByName(TOKEN_NAME);
  const fixed = process.env.STRAPI_API_TOKEN;
  if (fixed) {
    const data = {
      accessKey: tokens.hash(fixed),
      encryptedKey: strapi.service('admin::encryption').encrypt(fixed),
      type: 'full-access',
    };
    if (existing) {
      await strapi.db.query('admin::api-token').update({ where: { id: existing.id }, data });
    } else {
      await strapi.db.query('admin::api-token').create({
        data: { ...data, name: TOKEN_NAME, description: 'Read and write access for the web app', kind: 'content-api', lifespan: null, expiresAt: null },
      });
    }
    return;
  }
  const file = path.resolve(process.cwd(), process.env.STRAPI_API_TOKEN_FILE || '../data/cms/api-token.txt');
  if (existing && fs.existsSync(file)) return;
  if (existing) await tokens.revoke(existing.id);
  const created = await tokens.create({ name: TOKEN_NAME, description: 'Read and write access for the web app', type: 'full-access', lifespan: null });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, created.accessKey, { mode: 0o600 });
  strapi.log.info(`[bootstrap] API token for the web app written to ${file}`);
}

/** Tells the web app when content changes, so it drops its cached copies, and when an author article's review status changes, so it mails the people concerned. */
export async function ensureWebhook(strapi: Core.Strapi) {
  const url = process.env.WEB_WEBHOOK_URL;
  const secret = process.env.WEB_WEBHOOK_SECRET;
  if (!url || !secret) return;
  const store = strapi.get('webhookStore');
  // Our own event (an author article's review change): Strapi accepts a webhook only for events it knows.
  store.addAllowedEvent('ARTICLE_REVIEW', reviewEvent);
  const wanted = {
    name: WEBHOOK_NAME,
    url,
    headers: { 'x-webhook-secret': secret },
    events: ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish', reviewEvent],
    isEnabled: true,
  };
  const existing = (await store.findWebhooks()).find((hook: { name: string }) => hook.name === WEBHOOK_NAME);
  const saved = existing ? await store.updateWebhook(existing.id, wanted) : await store.createWebhook(wanted);
  const runner = strapi.get('webhookRunner');
  if (existing) runner.update(saved);
  else runner.add(saved);
}


import type { Core } from '@strapi/strapi';
import { ensureAdmin, ensureApiToken, ensureWebhook } from './bootstrap/access';
import { seedDemoContent } from './bootstrap/seed';
import { closeUsersPermissions } from './bootstrap/users-permissions';

export default {
  register() {},

  /** Idempotent: safe on every start. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await closeUsersPermissions(strapi);
    await ensureAdmin(strapi);
    await ensureApiToken(strapi);
    await ensureWebhook(strapi);
    if (process.env.STRAPI_SEED !== 'false') await seedDemoContent(strapi);
  },
};

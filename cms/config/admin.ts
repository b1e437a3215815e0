import type { Core } from '@strapi/strapi';
import { createPreviewHandler } from '../src/articles/preview-url';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET')!,
  },
  apiToken: {
    salt: env('API_TOKEN_SALT')!,
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT')!,
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY')!,
  },
  // Tests start Strapi after a TypeScript compile only, with no admin build.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  // The preview button opens the entry on the site; drafts through a signed link that expires.
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [new URL(env('SITE_URL', 'http://localhost:3000')).origin],
      handler: createPreviewHandler(env('SITE_URL', 'http://localhost:3000'), env('PREVIEW_SECRET')),
    },
  },
  flags: {
    nps: false,
    promoteEE: false,
    docLinks: env.bool('FLAG_DOC_LINKS', true),
  },
});

export default config;

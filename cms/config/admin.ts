import type { Core } from '@strapi/strapi';

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
  flags: {
    nps: false,
    promoteEE: false,
    docLinks: env.bool('FLAG_DOC_LINKS', true),
  },
});

export default config;

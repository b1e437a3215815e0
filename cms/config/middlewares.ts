import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    // The admin is served by Strapi itself and the web reads Strapi from its
    // server, so no other origin needs CORS; never reflect an arbitrary origin
    // with credentials.
    name: 'strapi::cors',
    config: {
      origin: env.array('CMS_CORS_ORIGINS', [`http://localhost:${env.int('PORT', 1337)}`, `http://127.0.0.1:${env.int('PORT', 1337)}`]),
      credentials: true,
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;

import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  const publicDir = env('CMS_PUBLIC_DIR', './public');
  // The local upload provider refuses to start without its folder.
  fs.mkdirSync(path.resolve(process.cwd(), publicDir, 'uploads'), { recursive: true });
  return {
    host: env('HOST', '127.0.0.1'),
    port: env.int('PORT', 1337),
    app: {
      keys: env.array('APP_KEYS')!,
    },
    // Uploaded media live in <public>/uploads. Tests point this at a throw-away folder.
    dirs: {
      public: publicDir,
    },
    webhooks: {
      populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
    },
  };
};

export default config;

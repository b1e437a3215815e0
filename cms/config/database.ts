import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';

// CMS_DATABASE_* rather than DATABASE_*: the web app's DATABASE_URL lives in the same environment.
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: { connectionString: env('CMS_DATABASE_URL') } as never,
        pool: { min: env.int('CMS_DATABASE_POOL_MIN', 0), max: env.int('CMS_DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: 60000,
      },
    };
  }
  if (client !== 'sqlite') throw new Error(`Unsupported DATABASE_CLIENT: ${client}. Use "sqlite" or "postgres".`);

  // Relative to cms/ (Strapi's working folder): by default the repository's data/ folder.
  const filename = path.resolve(process.cwd(), env('CMS_DATABASE_FILENAME', '../data/cms/data.db'));
  fs.mkdirSync(path.dirname(filename), { recursive: true });
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
    },
  };
};

export default config;

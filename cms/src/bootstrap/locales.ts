import type { Core } from '@strapi/strapi';

/** The site's second language (issue 32): the web asks Strapi for `locale=es` on its `/es/…` pages. */
export const spanish = { code: 'es', name: 'Spanish (es)' };

type LocalesService = {
  findByCode(code: string): Promise<{ id: number } | null>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  find(): Promise<{ code: string }[]>;
};

const localesService = (strapi: Core.Strapi) => strapi.plugin('i18n').service('locales') as LocalesService;

/**
 * Adds the Spanish locale when it is missing (English, the default, is made by
 * Strapi itself). True when this start added it: the Spanish demo pages are
 * written then, once, so a Spanish version an editor deletes stays deleted.
 */
export async function ensureSpanishLocale(strapi: Core.Strapi): Promise<boolean> {
  const locales = localesService(strapi);
  if (await locales.findByCode(spanish.code)) return false;
  await locales.create(spanish);
  strapi.log.info(`[bootstrap] added the locale ${spanish.name}`);
  return true;
}

/** Every locale's code, for permissions that cover all languages. */
export async function localeCodes(strapi: Core.Strapi): Promise<string[]> {
  return (await localesService(strapi).find()).map((locale) => locale.code);
}

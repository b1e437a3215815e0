import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { aiArticles } from '../seed/ai-article-data';
import { authorArticles } from '../seed/author-article-data';
import { authors, personas, type AuthorKey } from '../seed/authors';
import { aboutPage, privacyPage, termsPage } from '../seed/site-pages';
import { aboutPageEs, privacyPageEs, termsPageEs } from '../seed/site-pages-es';
import { spanish as spanishLocale } from './locales';

// The generated images live beside the seed sources (cms/src/seed/images), also when running the compiled dist/.
const imagesDir = path.join(process.cwd(), 'src', 'seed', 'images');
type ImageInfo = { width: number; height: number; alt: string };

/** Uploads a generated demo image into the media library once; its id for a media field. */
async function mediaFile(strapi: Core.Strapi, file: string): Promise<number> {
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name: file }, select: ['id'] });
  if (existing) return existing.id;
  const manifest = JSON.parse(fs.readFileSync(path.join(imagesDir, 'manifest.json'), 'utf8')) as Record<string, ImageInfo>;
  const info = manifest[file];
  if (!info) throw new Error(`seed image ${file} is not in the manifest: run node cms/scripts/make-demo-images.mjs`);
  const filepath = path.join(imagesDir, file);
  const [uploaded] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: file, alternativeText: info.alt, caption: '' } },
      files: { filepath, originalFilename: file, mimetype: 'image/webp', size: fs.statSync(filepath).size },
    });
  return uploaded.id;
}

async function seedAuthors(strapi: Core.Strapi): Promise<Record<AuthorKey, string>> {
  const documents = strapi.documents('api::author.author');
  const ids = {} as Record<AuthorKey, string>;
  for (const author of authors) {
    const [found] = await documents.findMany({ filters: { account_email: author.account_email }, limit: 1 });
    const { key, ...data } = author;
    ids[key] = found?.documentId ?? (await documents.create({ data: data as never })).documentId;
  }
  return ids;
}

async function seedTags(strapi: Core.Strapi, names: string[]): Promise<Record<string, string>> {
  const documents = strapi.documents('api::tag.tag');
  const ids: Record<string, string> = {};
  for (const name of new Set(names)) {
    const [found] = await documents.findMany({ filters: { name }, limit: 1 });
    ids[name] = found?.documentId ?? (await documents.create({ data: { name } as never })).documentId;
  }
  return ids;
}

/**
 * Demo content, each type only while it is empty: editors' changes are never
 * overwritten. The Spanish versions of the editorial pages are written only in
 * the start that added the Spanish locale (`spanishPages`), so one an editor
 * deletes, to show the English page instead, is not written again.
 */
export async function seedDemoContent(strapi: Core.Strapi, { spanishPages }: { spanishPages: boolean }) {
  const singles = [
    ['api::about-page.about-page', aboutPage, aboutPageEs],
    ['api::terms-page.terms-page', termsPage, termsPageEs],
    ['api::privacy-page.privacy-page', privacyPage, privacyPageEs],
  ] as const;
  for (const [uid, english, spanish] of singles) {
    const documents = strapi.documents(uid);
    const page = (await documents.findFirst({ locale: 'en' })) ?? (await documents.create({ locale: 'en', data: english as never }));
    if (!spanishPages || (await documents.findFirst({ locale: spanishLocale.code }))) continue;
    // The same document in another locale: a single type holds one document with a version per language.
    await documents.update({ documentId: page.documentId, locale: spanishLocale.code, data: spanish as never });
  }

  const ai = strapi.documents('api::ai-article.ai-article');
  const authored = strapi.documents('api::article.article');
  const aiEmpty = (await ai.count({})) === 0;
  const authoredEmpty = (await authored.count({})) === 0;
  if (!aiEmpty && !authoredEmpty) return;
  const authorIds = await seedAuthors(strapi);

  if (aiEmpty) {
    const avatars: Record<string, number> = {};
    for (const [persona, key] of Object.entries(personas)) avatars[persona] = await mediaFile(strapi, `avatar-${key}.webp`);
    for (const { reviewer, cover, ...article } of aiArticles) {
      const created = await ai.create({
        data: { ...article, cover: await mediaFile(strapi, `cover-${cover}.webp`), avatar: avatars[article.author], reviewer: authorIds[reviewer] } as never,
      });
      await ai.publish({ documentId: created.documentId });
    }
    strapi.log.info(`[bootstrap] seeded ${aiArticles.length} AI articles`);
  }

  if (authoredEmpty) {
    const tagIds = await seedTags(strapi, authorArticles.flatMap((article) => article.tags));
    for (const { author, tags, cover, ...article } of authorArticles) {
      await authored.create({
        data: {
          ...article,
          author: authorIds[author],
          tags: tags.map((tag) => tagIds[tag]),
          cover: cover ? await mediaFile(strapi, `cover-${cover}.webp`) : null,
        } as never,
      });
    }
    strapi.log.info(`[bootstrap] seeded ${authorArticles.length} author articles`);
  }
}

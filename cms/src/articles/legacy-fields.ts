import type { Core } from '@strapi/strapi';

/**
 * The first article schema had a `status` field (which Strapi 5's admin
 * overwrites with its own draft/published status, so entries could not be
 * saved), tags as raw JSON, the author as a user number and name, and images
 * as typed paths. The new schema replaces those columns, and Strapi drops a
 * removed column when it syncs the schema. So, before the sync, the old rows
 * are copied to an archive table (kept for good), and after it their status,
 * tags and author are carried over to the new fields.
 */
const archives = [
  { table: 'articles', archive: 'legacy_articles_v1', marker: 'status' },
  { table: 'ai_articles', archive: 'legacy_ai_articles_v1', marker: 'img_url' },
] as const;

/** Runs before Strapi syncs the database schema (the content-types.beforeSync hook). */
export async function archiveLegacyArticleColumns(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const { table, archive, marker } of archives) {
    if (!(await knex.schema.hasTable(table)) || (await knex.schema.hasTable(archive))) continue;
    if (!(await knex.schema.hasColumn(table, marker))) continue;
    await knex.raw('create table ?? as select * from ??', [archive, table]);
    strapi.log.info(`[legacy] copied ${table} to ${archive} before the schema change`);
  }
}

type LegacyArticle = { document_id: string; status: string | null; tags: unknown; author_name: string | null };

const parseTags = (value: unknown): string[] => {
  const list = typeof value === 'string' ? (() => { try { return JSON.parse(value) as unknown } catch { return [] } })() : value;
  return Array.isArray(list) ? list.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '').map((tag) => tag.trim().toLowerCase()) : [];
};

/** After the sync: status, tags and author of archived author articles go to the new fields, once. */
export async function convertLegacyArticles(strapi: Core.Strapi) {
  const done = { type: 'plugin' as const, name: 'legacy-articles', key: 'converted-v1' };
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable('legacy_articles_v1')) || (await strapi.store.get(done))) return;
  const rows: LegacyArticle[] = await knex('legacy_articles_v1').select('document_id', 'status', 'tags', 'author_name');
  const articles = strapi.documents('api::article.article');
  for (const row of rows) {
    const tagIds: string[] = [];
    for (const name of parseTags(row.tags)) tagIds.push(await findOrCreate(strapi, 'api::tag.tag', name));
    const author = row.author_name?.trim() ? await findOrCreate(strapi, 'api::author.author', row.author_name.trim()) : null;
    const status = ['draft', 'in_review', 'published'].includes(row.status ?? '') ? row.status : 'draft';
    await articles.update({
      documentId: row.document_id,
      data: { review_status: status, tags: tagIds, ...(author ? { author } : {}) } as never,
    });
  }
  await strapi.store.set({ ...done, value: true });
  strapi.log.info(`[legacy] carried status, tags and authors of ${rows.length} articles over to the new fields`);
}

async function findOrCreate(strapi: Core.Strapi, uid: 'api::tag.tag' | 'api::author.author', name: string): Promise<string> {
  const documents = strapi.documents(uid);
  const [found] = await documents.findMany({ filters: { name: { $eqi: name } }, fields: ['documentId'] as never, limit: 1 });
  if (found) return found.documentId;
  return (await documents.create({ data: { name } as never })).documentId;
}

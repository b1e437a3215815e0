import type { Core } from '@strapi/strapi';

/**
 * The number in an article's public URL (/ai-singlepost/:12, /singlepost/12) and
 * the API's `id`. Strapi 5 gives a published entry a new row id at every
 * publish, so the row id cannot be that number: each document gets its own
 * `public_id` once, at creation, and keeps it for good (see
 * docs/decisions/040-stable-article-ids.md).
 */
export const numberedTypes = ['api::article.article', 'api::ai-article.ai-article'] as const;
type NumberedType = (typeof numberedTypes)[number];

const isNumbered = (uid: string): uid is NumberedType => (numberedTypes as readonly string[]).includes(uid);

const counterKey = (uid: NumberedType) => ({ type: 'plugin' as const, name: 'public-ids', key: uid });

// One allocation at a time per process: Strapi runs as one process per database.
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function highest(strapi: Core.Strapi, uid: NumberedType, column: 'id' | 'public_id'): Promise<number> {
  const row = await strapi.db.query(uid).findOne({ select: [column], where: { [column]: { $notNull: true } }, orderBy: { [column]: 'desc' } });
  return Number(row?.[column] ?? 0);
}

/**
 * The next number, never handed out before: a counter kept in Strapi's store
 * (so deleting the newest article does not free its number). The first time,
 * it starts above every row id, because before public ids existed the site
 * served row ids, and those must never point at a different article.
 */
function allocate(strapi: Core.Strapi, uid: NumberedType): Promise<number> {
  return serially(async () => {
    const stored = Number((await strapi.store.get(counterKey(uid))) ?? 0);
    const floor = stored > 0 ? stored : await highest(strapi, uid, 'id');
    const next = Math.max(floor, await highest(strapi, uid, 'public_id')) + 1;
    await strapi.store.set({ ...counterKey(uid), value: next });
    return next;
  });
}

async function currentPublicId(strapi: Core.Strapi, uid: NumberedType, documentId: string): Promise<number | null> {
  const row = await strapi.db.query(uid).findOne({ select: ['public_id'], where: { documentId, public_id: { $notNull: true } } });
  return row?.public_id ?? null;
}

/**
 * Document service middleware: a new (or duplicated) article gets a number; an
 * update can never change it, whatever the admin form or an API client sends.
 * Publishing copies the draft, number included.
 */
export function registerPublicIds(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (!isNumbered(context.uid)) return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    if (context.action === 'create' || context.action === 'clone') {
      context.params = { ...params, data: { ...(params.data ?? {}), public_id: await allocate(strapi, context.uid) } } as typeof context.params;
    } else if (context.action === 'update' && params.data && params.documentId) {
      const kept = await currentPublicId(strapi, context.uid, params.documentId);
      context.params = { ...params, data: { ...params.data, public_id: kept ?? (await allocate(strapi, context.uid)) } } as typeof context.params;
    }
    return next();
  });
}

/**
 * Numbers documents that have none (content from before public ids): the id
 * the site served for it until now, i.e. its published row's id (its only row
 * for types without drafts), or a fresh number if that one is taken.
 */
export async function backfillPublicIds(strapi: Core.Strapi) {
  for (const uid of numberedTypes) {
    const rows: { id: number; documentId: string; publishedAt: string | null }[] = await strapi.db
      .query(uid)
      .findMany({ select: ['id', 'documentId', 'publishedAt'], where: { public_id: { $null: true } }, orderBy: { id: 'asc' } });
    if (rows.length === 0) continue;
    const byDocument = new Map<string, { id: number; publishedAt: string | null }[]>();
    for (const row of rows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
    for (const [documentId, versions] of byDocument) {
      const kept = await currentPublicId(strapi, uid, documentId);
      const served = (versions.find((v) => v.publishedAt !== null) ?? versions[0])!.id;
      const taken = kept === null && (await strapi.db.query(uid).count({ where: { public_id: served } })) > 0;
      const publicId = kept ?? (taken ? await allocate(strapi, uid) : served);
      await strapi.db.query(uid).updateMany({ where: { documentId }, data: { public_id: publicId } });
    }
    strapi.log.info(`[bootstrap] numbered ${byDocument.size} ${uid} documents`);
  }
}

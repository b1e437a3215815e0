import type { Core } from '@strapi/strapi';

const uid = 'api::article.article';

type FieldMeta = { label?: string; description?: string; searchable?: boolean; sortable?: boolean; [key: string]: unknown };
type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, { list?: FieldMeta; edit?: FieldMeta }>;
  layouts: { list: string[]; edit: unknown };
};

/** The columns an editor reviewing articles needs, after the title. */
const reviewColumns = ['review_status', 'author', 'published_date'];

const labels: Record<string, { label: string; description?: string }> = {
  review_status: {
    label: 'Review status',
    description:
      'in_review: the author waits for you. To publish, choose "published" and save (the publish date is set for you). To send it back, choose "draft", write why in the review note, and save: the author gets your note by e-mail.',
  },
  review_note: { label: 'Review note (sent to the author)', description: 'Why the article goes back to its author, and what to change.' },
  published_date: { label: 'Published on', description: 'Set when the article is first published; the Authors Digest lists the newest first.' },
};

/**
 * The Author article list and edit view, as editors review with them: the
 * review status, author and publish date as columns (so "in_review" stands
 * out, and the Filters button finds them), newest changes first, and labels
 * that say what each status does. Set at every start, adding only what is
 * missing from the list: columns an editor adds or reorders stay.
 */
export async function ensureArticleReviewList(strapi: Core.Strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const contentType = contentTypes.findContentType(uid);
  if (!contentType) return;
  const current = (await contentTypes.findConfiguration(contentType)) as Configuration;
  const list = current.layouts.list.filter((column) => !reviewColumns.includes(column));
  const at = Math.max(0, list.indexOf('title') + 1);
  list.splice(at, 0, ...reviewColumns);
  const metadatas = { ...current.metadatas };
  for (const [field, text] of Object.entries(labels)) {
    const meta = metadatas[field] ?? {};
    metadatas[field] = {
      ...meta,
      list: { ...meta.list, label: text.label, searchable: true, sortable: true },
      edit: { ...meta.edit, label: text.label, ...(text.description ? { description: text.description } : {}) },
    };
  }
  await contentTypes.updateConfiguration(contentType, {
    settings: { ...current.settings, filterable: true, defaultSortBy: 'updatedAt', defaultSortOrder: 'DESC' },
    metadatas,
    layouts: { ...current.layouts, list },
  });
}

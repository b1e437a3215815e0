import { factories } from '@strapi/strapi';

const uid = 'api::ai-article.ai-article';

export default factories.createCoreController(uid, ({ strapi }) => ({
  async publish(ctx) {
    const { documentId } = ctx.params;
    const found = await strapi.documents(uid).findOne({ documentId });
    if (!found) return ctx.notFound('No such article');
    await strapi.documents(uid).publish({ documentId });
    ctx.body = { data: { documentId, published: true } };
  },
  async unpublish(ctx) {
    const { documentId } = ctx.params;
    const found = await strapi.documents(uid).findOne({ documentId });
    if (!found) return ctx.notFound('No such article');
    await strapi.documents(uid).unpublish({ documentId });
    ctx.body = { data: { documentId, published: false } };
  },
}));

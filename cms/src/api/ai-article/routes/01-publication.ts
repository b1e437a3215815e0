// REST has no unpublish; the web's editor publishes and unpublishes AI articles through these.
export default {
  routes: [
    { method: 'POST', path: '/ai-articles/:documentId/publish', handler: 'api::ai-article.ai-article.publish', config: { policies: [] } },
    { method: 'POST', path: '/ai-articles/:documentId/unpublish', handler: 'api::ai-article.ai-article.unpublish', config: { policies: [] } },
  ],
};

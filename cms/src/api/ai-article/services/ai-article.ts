import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::ai-article.ai-article');

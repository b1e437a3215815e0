import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::ai-article.ai-article');

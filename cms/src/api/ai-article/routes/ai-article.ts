import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::ai-article.ai-article');

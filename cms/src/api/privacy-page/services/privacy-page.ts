import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::privacy-page.privacy-page');

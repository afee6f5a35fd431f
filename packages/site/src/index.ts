export { type CreateSiteOptions, createSite, type Site } from './createSite';

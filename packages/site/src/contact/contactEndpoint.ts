/**
 * The contact endpoint on its own, for `sendContactMessage` to import on the first send. Importing
 * it from the package entry instead would share one lazily loaded module with the API client
 * every page loads, and so construct the contact form's schemas on every page.
 */
export { contactMessageEndpoint } from '@shop/contracts';

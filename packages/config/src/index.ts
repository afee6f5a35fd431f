export { type BankAccount, siteBankAccountSchema } from './bankAccount';
export * from './constants';
export { defineWebsite, WebsiteConfigError } from './defineWebsite';
export { routeRuleSchema, type Website, type WebsiteInput, websiteSchema } from './websiteSchema';

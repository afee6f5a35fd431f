export { parseProviders } from '@shop/consent';

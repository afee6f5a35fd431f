// What the consent-gated tools need once consent lets one run, loaded as one chunk: tracking's
// loaders and consent's tool reload. A first visit (nothing consented yet) downloads neither.
export { reloadTools } from '@shop/consent';
export { createToolLoaders } from '@shop/tracking/loaders';

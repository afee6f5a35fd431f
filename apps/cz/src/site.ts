import { cs, csLazyMessages } from '@shop/i18n/cs';
import { createSite } from '@shop/site';
import { website } from '../website.config';

export const site = createSite({ website, locale: 'cs', messages: cs, lazyMessages: csLazyMessages });

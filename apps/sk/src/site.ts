import { sk, skLazyMessages } from '@shop/i18n/sk';
import { createSite } from '@shop/site';
import { website } from '../website.config';

export const site = createSite({ website, locale: 'sk', messages: sk, lazyMessages: skLazyMessages });

import { hydrateSite } from '@shop/site/client';
import { site } from './site';

hydrateSite(site);

import { catalog } from './catalogs/sk/index';
import type { Messages } from './messages';

/** Slovak messages. Import only from the Slovak app so the Czech bundle never carries them. */
export const sk: Messages = catalog;

import { catalog } from './catalogs/cs/index';
import type { Messages } from './messages';

/** Czech messages. Import only from the Czech app so the Slovak bundle never carries them. */
export const cs: Messages = catalog;

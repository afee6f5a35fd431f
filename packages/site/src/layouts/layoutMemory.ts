import type { KeyValueStorage } from '@shop/contracts/browser';
import type { LayoutName } from './layoutName';

const PREVIOUS_LAYOUT_KEY = 'previousLayout';

export type RememberedLayout = Extract<LayoutName, 'default' | 'year'>;

function isRemembered(layout: string | null): layout is RememberedLayout {
  return layout === 'default' || layout === 'year';
}

/**
 * Layout memory (SPEC §4): pages reached from a product page need to know whether the
 * shopper came from the regular or the yearly offer, so only those two layouts are kept.
 */
export function rememberLayout(layout: LayoutName, storage: KeyValueStorage): void {
  if (isRemembered(layout)) storage.setItem(PREVIOUS_LAYOUT_KEY, layout);
}

/** The last remembered layout in this tab, or null before any default or year page. */
export function previousLayout(storage: KeyValueStorage): RememberedLayout | null {
  const stored = storage.getItem(PREVIOUS_LAYOUT_KEY);
  return isRemembered(stored) ? stored : null;
}

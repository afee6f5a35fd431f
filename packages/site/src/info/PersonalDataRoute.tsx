import type { LazyMessageStore } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import { DeferredRegion } from '../layouts/DeferredRegion';
import { createDeferredPart, type DeferredPart } from '../layouts/deferredPart';

/**
 * The privacy notice is text and links only, and its text is the heaviest of the info pages. The
 * server renders it in full; a page hydrating from that HTML keeps it as it is and loads the page's
 * code and texts at the first sign of use (a pointer over it, a touch, focus, a key), so a first
 * visitor who only reads it does not download its words twice. Until then its links navigate in the
 * page (`navigation/earlyLinks.ts`). Rendered after a navigation in the browser, it loads at once.
 */
const pageCode = createDeferredPart(() =>
  import('./PersonalDataPage').then((module) => module.PersonalDataPage),
);
type Page = typeof pageCode extends DeferredPart<infer T> ? T : never;

// One part per text store, so the region's part keeps its identity from render to render.
const pages = new WeakMap<LazyMessageStore, DeferredPart<Page>>();

function pageWith(lazyMessages: LazyMessageStore | undefined): DeferredPart<Page> {
  if (!lazyMessages) return pageCode;
  let part = pages.get(lazyMessages);
  if (!part) {
    part = createDeferredPart(() =>
      Promise.all([
        pageCode.preload(),
        lazyMessages.load('infoPersonalData'),
        lazyMessages.load('infoFrame'),
      ]).then(([code]) => code),
    );
    pages.set(lazyMessages, part);
  }
  return part;
}

/** Loads the page's code and texts; rendering on the server awaits them first. */
export function preloadPersonalDataPage(lazyMessages: LazyMessageStore): Promise<unknown> {
  return pageWith(lazyMessages).preload();
}

const NO_PROPS = {};
const ON_USE = {};

/** `/osobne-udaje` (sk), `/osobni-udaje` (cz): the privacy notice, hydrated when it is used. */
export function PersonalDataRoute() {
  const { lazyMessages } = useI18n();
  return (
    <DeferredRegion part={pageWith(lazyMessages)} name="info-page" props={NO_PROPS} loadOnUse={ON_USE} />
  );
}

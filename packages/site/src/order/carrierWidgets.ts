import type { Website } from '@shop/config';
import type { CarrierWidget, CarrierWidgets, ScriptLoader } from '@shop/order-form';

type WidgetFactory = (win: Window, loadScript: ScriptLoader) => CarrierWidget;

/**
 * A widget whose adapter code is fetched with its first load, so the page and step 2 carry
 * none of it until the shopper opens the map (the page's server render never touches `window`).
 * A chunk that cannot be fetched fails the load, which sends the form to its built-in picker.
 */
function lazyWidget(loadFactory: () => Promise<WidgetFactory>, loadScript: ScriptLoader) {
  let widget: CarrierWidget | null = null;
  const loaded = () => {
    if (!widget) throw new Error('The carrier widget is used before it has loaded');
    return widget;
  };
  return {
    async load(key) {
      const create = await loadFactory();
      const made = create(window, loadScript);
      await made.load(key);
      widget = made;
    },
    open: (options) => loaded().open(options),
    onSelect: (listener) => loaded().onSelect(listener),
  } satisfies CarrierWidget;
}

/**
 * The carrier widgets a site's config enables: Packeta's map for the pickup-point service with
 * the parcel service's key, PPL's with its widget key. A carrier without a key keeps the form's
 * built-in picker.
 */
export function carrierWidgetsOf(tracking: Website['tracking']): CarrierWidgets {
  const widgets: CarrierWidgets = {};
  if (tracking.parcelService) {
    widgets.packeta = {
      key: tracking.parcelService,
      create: (loadScript) =>
        lazyWidget(() => import('./core/packetaWidget').then((m) => m.createPacketaWidget), loadScript),
    };
  }
  if (tracking.pplWidget) {
    widgets.ppl = {
      key: tracking.pplWidget,
      create: (loadScript) =>
        lazyWidget(() => import('./core/pplWidget').then((m) => m.createPplWidget), loadScript),
    };
  }
  return widgets;
}

/**
 * The page's loader for widget scripts: each address is inserted once (with the CSP nonce), and
 * a failed one may be tried again by the next picker.
 */
export function createWidgetScriptLoader(): ScriptLoader {
  const loads = new Map<string, Promise<void>>();
  return (src) => {
    const known = loads.get(src);
    if (known) return known;
    const loading = import('./core/widgetScript').then((m) => m.injectWidgetScript(window, src));
    loads.set(src, loading);
    loading.catch(() => loads.delete(src));
    return loading;
  };
}

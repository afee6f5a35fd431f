import type {
  CarrierWidget,
  CarrierWidgetOpenOptions,
  CarrierWidgetSetup,
  ScriptLoader,
} from './carrierWidget';
import type { PickupPoint } from './pickupPoint';

export interface CarrierWidgetSession {
  /** Loads the widget once (later calls reuse the first attempt) and opens it. */
  open(options: CarrierWidgetOpenOptions): Promise<{ ok: true } | { ok: false }>;
  /** Stops listening to the widget. */
  dispose(): void;
}

/**
 * One carrier widget for the lifetime of a picker: made from its setup and the page's loader,
 * loaded on first use, its choices passed to `onSelect`. A load failure is an answer, not a
 * throw, so the caller can fall back to the built-in picker.
 */
export function createCarrierWidgetSession(
  setup: CarrierWidgetSetup,
  loadScript: ScriptLoader,
  onSelect: (point: PickupPoint) => void,
): CarrierWidgetSession {
  let widget: CarrierWidget | null = null;
  let loading: Promise<boolean> | null = null;
  let unsubscribe: (() => void) | null = null;

  function load(): Promise<boolean> {
    loading ??= (async () => {
      try {
        widget = setup.create(loadScript);
        await widget.load(setup.key);
        unsubscribe = widget.onSelect(onSelect);
        return true;
      } catch {
        return false;
      }
    })();
    return loading;
  }

  return {
    async open(options) {
      const loaded = await load();
      if (!loaded || !widget) return { ok: false };
      try {
        widget.open(options);
        return { ok: true };
      } catch {
        return { ok: false };
      }
    },
    dispose() {
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}

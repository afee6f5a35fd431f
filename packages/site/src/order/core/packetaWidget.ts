import type { CarrierWidget, PickupPoint, ScriptLoader } from '@shop/order-form';

/** Packeta's widget library (v6); it opens the map in a frame of widget.packeta.com. */
export const PACKETA_LIBRARY_URL = 'https://widget.packeta.com/v6/www/js/library.js';

/** The fields of a point the Packeta widget calls back with that the form shows and sends. */
export interface PacketaPoint {
  id: string | number;
  /** The point's own name (`Papírnictví Vinohrady`); `name` repeats the address around it. */
  place?: string;
  name?: string;
  street?: string;
  city?: string;
  zip?: string;
}

interface PacketaGlobal {
  Widget: {
    pick(
      apiKey: string,
      callback: (point: PacketaPoint | null) => void,
      options?: Record<string, string>,
    ): void;
  };
}

function packetaOf(win: Window): PacketaGlobal | null {
  const packeta = (win as Window & { Packeta?: PacketaGlobal }).Packeta;
  return typeof packeta?.Widget?.pick === 'function' ? packeta : null;
}

/** Five digits as the form writes a zip everywhere: `120 00`. */
export function zipOf(text: string): string {
  const digits = text.replace(/\s/g, '');
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : text.trim();
}

export function pickupPointOfPacketa(point: PacketaPoint): PickupPoint {
  return {
    id: String(point.id),
    name: point.place?.trim() || point.name?.trim() || String(point.id),
    street: point.street?.trim() ?? '',
    city: point.city?.trim() ?? '',
    zip: zipOf(point.zip ?? ''),
    // The widget writes its hours in its own markup; the point's frame already shows them.
    openingHours: [],
  };
}

/**
 * The Packeta (Zásilkovna) map behind the form's `CarrierWidget`: its library is loaded with the
 * page's loader, and each opening is one `Packeta.Widget.pick` whose chosen point (none when the
 * shopper closes the map) goes to the listeners.
 */
export function createPacketaWidget(win: Window, loadScript: ScriptLoader): CarrierWidget {
  const listeners = new Set<(point: PickupPoint) => void>();
  let apiKey = '';
  return {
    async load(key) {
      await loadScript(PACKETA_LIBRARY_URL);
      if (!packetaOf(win)) throw new Error('The Packeta library loaded without Packeta.Widget');
      apiKey = key;
    },
    open({ country, language }) {
      const packeta = packetaOf(win);
      if (!packeta) throw new Error('The Packeta widget is opened before its library has loaded');
      packeta.Widget.pick(
        apiKey,
        (point) => {
          if (!point) return;
          const picked = pickupPointOfPacketa(point);
          for (const listener of listeners) listener(picked);
        },
        { country, language },
      );
    },
    onSelect(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

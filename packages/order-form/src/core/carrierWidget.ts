import type { PickupCarrier, PickupPoint } from './pickupPoint';

/**
 * Loads a third-party script by its address and settles when it has run (or failed). The app
 * passes its own loader, which knows the consent, the CSP nonce and the timeout.
 */
export type ScriptLoader = (src: string) => Promise<void>;

export interface CarrierWidgetOpenOptions {
  country: 'cz' | 'sk';
  language: 'cs' | 'sk';
  /** The customer's city or zip, so the map opens near them. */
  near?: string;
}

/**
 * A carrier's own point-picking widget behind one small interface, so the form can use it
 * where the carrier's key is configured and fall back to its built-in picker everywhere else.
 */
export interface CarrierWidget {
  /** Loads the carrier's script with the site's key; rejects when it cannot be loaded. */
  load(key: string): Promise<void>;
  open(options: CarrierWidgetOpenOptions): void;
  /** Calls `listener` with each point chosen in the widget; returns the unsubscribe function. */
  onSelect(listener: (point: PickupPoint) => void): () => void;
}

/** How the form gets a carrier's widget: the key that enables it and the adapter made over a loader. */
export interface CarrierWidgetSetup {
  key: string;
  create: (loadScript: ScriptLoader) => CarrierWidget;
}

export type CarrierWidgets = Partial<Record<PickupCarrier, CarrierWidgetSetup>>;

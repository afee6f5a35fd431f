import type { CookieCategory } from '../vocabulary/cookies';

// The contract between a consent manager and the tools it starts and stops: `@shop/consent` runs
// the tool reload over hooks of this shape, and `@shop/tracking`'s loaders are hooks of this shape.
// Both packages import it from here, so neither needs the other.

/** What third-party tools are told about the visitor's consent. */
export interface ConsentSignals {
  /** Some statistical script is consented: grants Consent Mode's analytics_storage. */
  statistical: boolean;
  /** Some marketing script is consented (never under GPC): grants ad storage, user data, personalization. */
  marketing: boolean;
  /** The heat-map script (slug `clarity` unless told otherwise) may record; false until consented. */
  heatmap: boolean;
  /** Seznam Sklik's consent flag: 0 until marketing is granted, then 1. */
  sklik: 0 | 1;
}

/** A script as the tool reload sees it: its slug and the cookie category it is consented under. */
export interface ToolScript {
  slug: string;
  category: CookieCategory;
}

export interface ToolContext {
  script: ToolScript;
  signals: ConsentSignals;
  /** CSP nonce for any `<script>` the hook inserts. */
  nonce: string | undefined;
}

/** What a tracking tool does when consent changes; registered per script slug. */
export interface ToolHooks {
  /** Runs on every reload whatever the consent, e.g. to pass the current consent flags on. */
  always?(context: ToolContext): void;
  activate(context: ToolContext): void;
  deactivate(context: ToolContext): void;
}

/** Tool hooks by script slug. */
export type ToolRegistry = Readonly<Record<string, ToolHooks>>;

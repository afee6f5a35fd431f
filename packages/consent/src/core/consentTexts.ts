import type { CookieCategory } from '@shop/contracts/vocabulary';

/** The names of the cookie categories, for the bar's boxes and the dialog's scripts and cookies. */
export type ConsentCategoryTexts = Record<CookieCategory, string>;

/**
 * Everything the bar shows, in its first view and in settings mode. The dialog reads the shared ones
 * (category names, the settings buttons, the GPC note) from here too, so they are written once.
 */
export interface ConsentBarTexts {
  /** The bar region's accessible name. */
  label: string;
  intro: string;
  deny: string;
  settings: string;
  acceptAll: string;
  categories: ConsentCategoryTexts & {
    /** The legend of the category boxes. */
    label: string;
  };
  /** The buttons of settings mode; `acceptSelected`, `acceptAll` and `onlyNecessary` also end the dialog. */
  choice: {
    acceptSelected: string;
    acceptAll: string;
    onlyNecessary: string;
    detailedSettings: string;
  };
  /** The toast after Deny. */
  saved: string;
  /** Why marketing is off and cannot be ticked under Global Privacy Control. */
  globalPrivacyControl: string;
}

/** What the detailed dialog adds to the bar's texts; they load with the dialog. */
export interface ConsentDialogTexts {
  title: string;
  /** The close button's accessible name. */
  close: string;
  tabs: { agreement: string; info: string };
  provider: {
    /** The disclosure of one provider; `{provider}` is its company name. */
    detailsOf: string;
    /** The link to the provider's own page on how it processes cookies. */
    processingInfo: string;
    noCookies: string;
  };
  cookie: { name: string; description: string; type: string; category: string; expiration: string };
  /** Shown when the provider list gained scripts since the visitor's choice. */
  newScripts: string;
  /** The info tab's spinner while its text loads. */
  loading: string;
  /** The info tab when its text cannot be loaded; `{email}` becomes a link to `contactEmail`. */
  infoError: { heading: string; text: string };
}

/** Some texts of a shipped locale, to change while keeping the rest. */
export type PartialConsentTexts<T> = {
  [K in keyof T]?: T[K] extends string ? string : PartialConsentTexts<T[K]>;
};

/**
 * The shipped texts of a locale (`@shop/consent/texts/<locale>/bar` or `/dialog`) with some of them
 * changed; keys left out keep the shipped wording. For a language the package does not ship, write a
 * whole `ConsentBarTexts` / `ConsentDialogTexts` object instead: its type names every missing key.
 */
export function mergeTexts<T extends object>(shipped: T, changes: PartialConsentTexts<T> = {}): T {
  const merged = { ...shipped } as Record<string, unknown>;
  for (const [key, value] of Object.entries(changes) as [string, unknown][]) {
    if (value === undefined) continue;
    const base = merged[key];
    merged[key] =
      typeof value === 'object' && value !== null && typeof base === 'object' && base !== null
        ? mergeTexts(base, value)
        : value;
  }
  return merged as T;
}

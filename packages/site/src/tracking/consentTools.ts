import type { Website } from '@shop/config';
import {
  CONSENT_CHANGE_EVENT,
  CONSENT_DELETE_EVENT,
  type ConsentChangeDetail,
  readConsentRecord,
} from '@shop/consent';
import type { Tracker } from '@shop/tracking';
import type { ConsentSettingLike, ToolLoaders } from '@shop/tracking/loaders';

/** The nonce of this response's CSP, which every inserted tool script must carry. */
export function readCspNonce(doc: Pick<Document, 'querySelector'>): string | undefined {
  return doc.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined;
}

function anyConsented(setting: ConsentSettingLike): boolean {
  return Object.values(setting).some((value) => value === true);
}

export interface ConsentToolsOptions {
  website: Website;
  win: Window;
  tracker: Pick<Tracker, 'webError'>;
  /** Loads the loaders entry; a dynamic import, so pages without consent never download it. */
  loadLoaders?: () => Promise<typeof import('@shop/tracking/loaders')>;
  /** After each tool reload: the tools and the consent they now run under. */
  onApplied?: (loaders: ToolLoaders, setting: ConsentSettingLike) => void;
}

/**
 * Drives the consent-gated tools from the stored consent and then from the consent UI's
 * `shop:consent-change` / `shop:consent-delete` events: each change runs the tool reload
 * (always, activate, deactivate), then tells `onApplied`. Under Global Privacy Control marketing
 * tools stay off. Returns the function that stops listening.
 */
export function bindConsentTools(options: ConsentToolsOptions): () => void {
  const { website, win, tracker } = options;
  const loadLoaders = options.loadLoaders ?? (() => import('@shop/tracking/loaders'));
  const gpc = (win.navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  let reloader: Promise<(setting: ConsentSettingLike) => void> | undefined;
  let active = true;

  const load = () => {
    reloader ??= loadLoaders().then(({ createToolLoaders, createToolReloader }) => {
      const loaders = createToolLoaders({
        ids: website.tracking,
        env: {
          window: win as unknown as Record<string, unknown>,
          document: win.document,
          timers: win,
          location: () => win.location,
          report: (errMessage, errors) => tracker.webError(errMessage, undefined, errors),
          nonce: readCspNonce(win.document),
        },
      });
      const categories = loaders.categories;
      const allowed = (setting: ConsentSettingLike): ConsentSettingLike =>
        gpc
          ? Object.fromEntries(
              Object.entries(setting).filter(
                ([slug]) => categories[slug as keyof typeof categories] !== 'marketing',
              ),
            )
          : setting;
      const reload = createToolReloader(loaders, readCspNonce(win.document));
      return (setting: ConsentSettingLike) => {
        const consented = allowed(setting);
        reload.apply(consented);
        if (active) options.onApplied?.(loaders, consented);
      };
    });
    return reloader;
  };

  const apply = (setting: ConsentSettingLike) => {
    // Nothing consented and nothing loaded yet: the loaders need not be downloaded at all.
    if (!reloader && !anyConsented(setting)) return;
    void load().then((reloadTools) => reloadTools(setting));
  };

  const onChange = (event: Event) => {
    const detail = (event as CustomEvent<ConsentChangeDetail>).detail;
    apply(detail?.setting ?? {});
  };
  const onDelete = () => apply({});

  let stored: ConsentSettingLike = {};
  try {
    stored = readConsentRecord(win.localStorage)?.setting ?? {};
  } catch {
    // Storage disabled: nothing was consented on an earlier visit.
  }
  apply(stored);
  win.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  win.addEventListener(CONSENT_DELETE_EVENT, onDelete);
  return () => {
    active = false;
    win.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    win.removeEventListener(CONSENT_DELETE_EVENT, onDelete);
  };
}

import type { Website } from '@shop/config';
import {
  CONSENT_CHANGE_EVENT,
  CONSENT_DELETE_EVENT,
  type ConsentChangeDetail,
  type ConsentSetting,
  readConsentRecord,
} from '@shop/consent';
import type { Tracker } from '@shop/tracking';
import type { ToolLoaders } from '@shop/tracking/loaders';

/** The nonce of this response's CSP, which every inserted tool script must carry. */
export function readCspNonce(doc: Pick<Document, 'querySelector'>): string | undefined {
  return doc.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined;
}

function anyConsented(setting: ConsentSetting): boolean {
  return Object.values(setting).some((value) => value === true);
}

export interface ConsentToolsOptions {
  website: Website;
  win: Window;
  tracker: Pick<Tracker, 'webError'>;
  /** Loads the tools' chunk; a dynamic import, so pages without consent never download it. */
  loadRuntime?: () => Promise<typeof import('./toolRuntime')>;
  /** After each tool reload: the tools and the consent they now run under. */
  onApplied?: (loaders: ToolLoaders, setting: ConsentSetting) => void;
}

/**
 * Drives the consent-gated tools from the stored consent and then from the consent UI's
 * `shop:consent-change` / `shop:consent-delete` events: each change runs consent's tool reload
 * over the configured tools (always, activate, deactivate; under Global Privacy Control marketing
 * tools stay off; a throwing hook is reported as a web error), then tells `onApplied` the consent
 * the tools run under. Returns the function that stops listening.
 */
export function bindConsentTools(options: ConsentToolsOptions): () => void {
  const { website, win, tracker } = options;
  const loadRuntime = options.loadRuntime ?? (() => import('./toolRuntime'));
  const gpc = (win.navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  const nonce = readCspNonce(win.document);
  let reloader: Promise<(setting: ConsentSetting) => void> | undefined;
  let active = true;

  const load = () => {
    reloader ??= loadRuntime().then(({ siteToolLoaders, createToolReload }) => {
      const loaders = siteToolLoaders(website, win, tracker, nonce);
      const reload = createToolReload({ loaders, tracker, gpc, nonce });
      return (setting: ConsentSetting) => {
        const running = reload(setting);
        if (active) options.onApplied?.(loaders, running);
      };
    });
    return reloader;
  };

  const apply = (setting: ConsentSetting) => {
    // Nothing consented and nothing loaded yet: the tools' chunk need not be downloaded at all.
    if (!reloader && !anyConsented(setting)) return;
    void load().then((reloadTools) => reloadTools(setting));
  };

  const onChange = (event: Event) => {
    const detail = (event as CustomEvent<ConsentChangeDetail>).detail;
    apply(detail?.setting ?? {});
  };
  const onDelete = () => apply({});

  let stored: ConsentSetting = {};
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

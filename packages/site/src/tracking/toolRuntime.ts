// What the consent-gated tools need once consent lets one run, loaded as one chunk: tracking's
// loaders and consent's tool reload. A first visit (nothing consented yet) downloads neither.
import type { Website } from '@shop/config';
import { type ConsentSetting, reloadTools } from '@shop/consent';
import type { Tracker } from '@shop/tracking';
import { createToolLoaders, type ToolLoaders } from '@shop/tracking/loaders';

/** The tools the website config names, inserting their scripts with the page's CSP nonce. */
export function siteToolLoaders(
  website: Website,
  win: Window,
  tracker: Pick<Tracker, 'webError'>,
  nonce: string | undefined,
): ToolLoaders {
  return createToolLoaders({
    ids: website.tracking,
    env: {
      window: win as unknown as Record<string, unknown>,
      document: win.document,
      timers: win,
      location: () => win.location,
      report: (errMessage, errors) => tracker.webError(errMessage, undefined, errors),
      nonce,
    },
  });
}

export interface ToolReloadOptions {
  loaders: ToolLoaders;
  tracker: Pick<Tracker, 'webError'>;
  /** Global Privacy Control: marketing tools stay off whatever the setting. */
  gpc: boolean;
  nonce: string | undefined;
}

/**
 * Consent's tool reload over the configured tools, from one setting to the next: returns the
 * function that reloads for a setting and answers the consent each tool now runs under (true
 * where it runs). A hook that throws is reported as a web error.
 */
export function createToolReload({ loaders, tracker, gpc, nonce }: ToolReloadOptions) {
  let loaded: ReadonlySet<string> = new Set();
  const onError = (error: unknown, slug: string) =>
    tracker.webError(`${slug} consent hook failed`, undefined, {
      message: error instanceof Error ? error.message : String(error),
    });
  return (setting: ConsentSetting): ConsentSetting => {
    loaded = reloadTools({
      scripts: loaders.scripts,
      setting,
      gpc,
      tools: loaders.tools,
      nonce,
      loaded,
      onError,
    });
    return Object.fromEntries(loaders.scripts.map(({ slug }) => [slug, loaded.has(slug)]));
  };
}

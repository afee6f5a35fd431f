import { ALL_LOADERS } from './allLoaders';
import type { ToolLoader, ToolSlug, ToolSpec, TrackingIds } from './types';

/** The CSP fetch directives a tool reaches besides its script (`connect-src`, `img-src`, ...). */
export type ContentSourceKind = 'connect' | 'img' | 'frame';

/** Hosts per directive; a script needs none, as the page's nonce and `'strict-dynamic'` let it load. */
export type ContentSources = Partial<Record<ContentSourceKind, readonly string[]>>;

const google = {
  analytics: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  ads: [
    'https://www.google.com',
    'https://googleads.g.doubleclick.net',
    'https://www.googleadservices.com',
    'https://*.googletagmanager.com',
  ],
  // Conversion pixels end on the shopper's own Google domain.
  countryDomains: ['https://www.google.sk', 'https://www.google.cz'],
};

function scriptOrigin(spec: ToolSpec): string {
  return new URL(spec.src).origin;
}

/**
 * Where each tool sends its hits, loads its pixels and opens its frames, as its vendor documents
 * it. A host-specific tool (the brand's remarketing, Post Affiliate Pro's account host) reports
 * to the host its script comes from.
 */
const TOOL_SOURCES: Record<ToolSlug, (spec: ToolSpec) => ContentSources> = {
  ga: () => ({ connect: google.analytics, img: google.analytics }),
  'google-remarketing': () => ({
    connect: [...google.ads, 'https://pagead2.googlesyndication.com'],
    img: [...google.ads, ...google.countryDomains],
    frame: ['https://td.doubleclick.net', 'https://bid.g.doubleclick.net'],
  }),
  'facebook-pixel': () => ({ connect: ['https://www.facebook.com'], img: ['https://www.facebook.com'] }),
  adform: () => ({
    connect: ['https://*.adform.net'],
    img: ['https://*.adform.net'],
    frame: ['https://*.adform.net'],
  }),
  'seznam-konverze': () => ({
    connect: ['https://*.seznam.cz', 'https://c.imedia.cz'],
    img: ['https://*.seznam.cz', 'https://c.imedia.cz'],
  }),
  'seznam-retargeting': () => ({
    connect: ['https://*.seznam.cz', 'https://c.imedia.cz'],
    img: ['https://*.seznam.cz', 'https://c.imedia.cz'],
  }),
  'naturamed-remarketing': (spec) => ({ connect: [scriptOrigin(spec)], img: [scriptOrigin(spec)] }),
  microsoft: () => ({
    connect: ['https://bat.bing.com', 'https://bat.bing.net'],
    img: ['https://bat.bing.com'],
  }),
  ehub: (spec) => ({ connect: [scriptOrigin(spec)], img: [scriptOrigin(spec)] }),
  smartlook: () => ({
    connect: ['https://*.smartlook.com', 'https://*.smartlook.cloud'],
    img: ['https://*.smartlook.com', 'https://*.smartlook.cloud'],
  }),
  smartsupp: () => ({
    connect: [
      'https://*.smartsupp.com',
      'wss://*.smartsupp.com',
      'https://*.smartsuppchat.com',
      'wss://*.smartsuppchat.com',
    ],
    img: ['https://*.smartsupp.com', 'https://*.smartsuppchat.com', 'https://*.smartsuppcdn.com'],
    frame: ['https://*.smartsuppchat.com'],
  }),
  'rtb-house': () => ({
    connect: ['https://*.creativecdn.com'],
    img: ['https://*.creativecdn.com'],
    frame: ['https://*.creativecdn.com'],
  }),
  'post-affiliate': (spec) => ({ connect: [scriptOrigin(spec)], img: [scriptOrigin(spec)] }),
  clarity: () => ({
    connect: ['https://*.clarity.ms', 'https://c.bing.com'],
    img: ['https://*.clarity.ms', 'https://c.bing.com'],
  }),
};

/** One set of sources from several: each directive's hosts once, sorted. */
export function mergeContentSources(...sets: readonly ContentSources[]): ContentSources {
  const merged: Partial<Record<ContentSourceKind, Set<string>>> = {};
  for (const sources of sets) {
    for (const [kind, hosts] of Object.entries(sources) as Array<[ContentSourceKind, readonly string[]]>) {
      const set = merged[kind] ?? new Set<string>();
      for (const host of hosts) set.add(host);
      merged[kind] = set;
    }
  }
  return Object.fromEntries(Object.entries(merged).map(([kind, hosts]) => [kind, [...hosts].sort()]));
}

/**
 * The hosts the tools of a site's config reach once consent lets them run: exactly the tools whose
 * ids are set (a loader's `configure`), none of the others. For the site's Content-Security-Policy.
 */
export function toolContentSources(
  ids: TrackingIds,
  loaders: readonly ToolLoader[] = ALL_LOADERS,
): ContentSources {
  return mergeContentSources(
    ...loaders.flatMap((loader) => {
      const spec = loader.configure(ids);
      return spec ? [TOOL_SOURCES[loader.slug](spec)] : [];
    }),
  );
}

import { ALL_LOADERS } from './allLoaders';
import type { ToolLoader, ToolSlug, ToolSpec, TrackingIds } from './types';

/**
 * The CSP fetch directives a tool reaches (`connect-src`, `img-src`, `frame-src`, `script-src`).
 * `script` lists the hosts its scripts load from: its own script's and those that script loads.
 */
export type ContentSourceKind = 'connect' | 'img' | 'frame' | 'script';

/**
 * Hosts per directive. A policy with a per-response nonce and `'strict-dynamic'` lists no script
 * host (the trusted loader's scripts may load the rest); `script` is for a policy without a nonce
 * (pages served as plain files), which can only allow scripts host by host.
 */
export type ContentSources = Partial<Record<ContentSourceKind, readonly string[]>>;

const google = {
  // The script hosts of Google's CSP guide for the Google tag and Google Ads.
  tagScripts: ['https://*.googletagmanager.com'],
  adsScripts: [
    'https://*.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
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
 * Where each tool sends its hits, loads its pixels and opens its frames, and the hosts its script
 * loads further scripts from, as its vendor documents it. A host-specific tool (the brand's
 * remarketing, Post Affiliate Pro's account host) reports to the host its script comes from.
 * The host of the tool's own script is added to `script` for every tool (`toolContentSources`).
 */
const TOOL_SOURCES: Record<ToolSlug, (spec: ToolSpec) => ContentSources> = {
  ga: () => ({ connect: google.analytics, img: google.analytics, script: google.tagScripts }),
  'google-remarketing': () => ({
    script: google.adsScripts,
    connect: [...google.ads, 'https://pagead2.googlesyndication.com'],
    img: [...google.ads, ...google.countryDomains],
    frame: ['https://td.doubleclick.net', 'https://bid.g.doubleclick.net'],
  }),
  'facebook-pixel': () => ({ connect: ['https://www.facebook.com'], img: ['https://www.facebook.com'] }),
  adform: () => ({
    script: ['https://*.adform.net'],
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
    script: ['https://*.smartlook.com'],
    connect: ['https://*.smartlook.com', 'https://*.smartlook.cloud'],
    img: ['https://*.smartlook.com', 'https://*.smartlook.cloud'],
  }),
  smartsupp: () => ({
    script: ['https://*.smartsuppchat.com', 'https://*.smartsuppcdn.com'],
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
    script: ['https://*.creativecdn.com'],
    connect: ['https://*.creativecdn.com'],
    img: ['https://*.creativecdn.com'],
    frame: ['https://*.creativecdn.com'],
  }),
  'post-affiliate': (spec) => ({ connect: [scriptOrigin(spec)], img: [scriptOrigin(spec)] }),
  clarity: () => ({
    script: ['https://*.clarity.ms'],
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

/** `https://a.example.com` is left out where `https://*.example.com` is listed too. */
function withoutCoveredHosts(hosts: readonly string[]): string[] {
  const wildcards = hosts
    .filter((host) => host.includes('://*.'))
    .map((host) => host.replace('://*.', '://'));
  return hosts.filter((host) => {
    if (host.includes('://*.')) return true;
    const [scheme = '', name = ''] = host.split('://');
    return !wildcards.some((wildcard) => {
      const [wildcardScheme, domain = ''] = wildcard.split('://');
      return wildcardScheme === scheme && name.endsWith(`.${domain}`);
    });
  });
}

/**
 * The hosts the tools of a site's config reach once consent lets them run: exactly the tools whose
 * ids are set (a loader's `configure`), none of the others. For the site's Content-Security-Policy.
 * A tool's script host is left out of `script` where a wildcard there covers it (the policy of a
 * page served as a file is long enough).
 */
export function toolContentSources(
  ids: TrackingIds,
  loaders: readonly ToolLoader[] = ALL_LOADERS,
): ContentSources {
  const merged = mergeContentSources(
    ...loaders.flatMap((loader) => {
      const spec = loader.configure(ids);
      return spec ? [{ script: [scriptOrigin(spec)] }, TOOL_SOURCES[loader.slug](spec)] : [];
    }),
  );
  return merged.script ? { ...merged, script: withoutCoveredHosts(merged.script) } : merged;
}

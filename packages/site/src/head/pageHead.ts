import type { Website } from '@shop/config';

export type HeadMeta =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string };
export type HeadLink = { rel: string; href: string; type?: string };

export interface PageHeadInput {
  website: Pick<Website, 'domain' | 'baseUrl'>;
  path: string;
  /** The page's own title; the home page passes its tagline. */
  title?: string;
  description: string;
  /** `og:locale`, e.g. `sk_SK`. */
  ogLocale: string;
  /** Error views are not indexed and have no canonical address. */
  noIndex?: boolean;
}

export const OG_IMAGE = { path: '/images/og-image.png', width: 1200, height: 630 } as const;

/** SPEC §1: the site name in titles is the product's domain. */
export function pageTitle(title: string | undefined, domain: string): string {
  return title ? `${title} | ${domain}` : domain;
}

/** The page's address on the public origin, without query, hash or trailing slash. */
export function canonicalUrl(baseUrl: string, path: string): string {
  const origin = baseUrl.replace(/\/+$/, '');
  const pathname = path.split(/[?#]/)[0] || '/';
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return clean === '/' ? `${origin}/` : `${origin}${clean}`;
}

/** Title, description, canonical link and Open Graph tags of one page. */
export function pageHead(input: PageHeadInput): { meta: HeadMeta[]; links: HeadLink[] } {
  const title = pageTitle(input.title, input.website.domain);
  const url = canonicalUrl(input.website.baseUrl, input.path);
  const image = canonicalUrl(input.website.baseUrl, OG_IMAGE.path);
  const meta: HeadMeta[] = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: input.website.domain },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:locale', content: input.ogLocale },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(OG_IMAGE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE.height) },
  ];
  if (input.noIndex) {
    meta.push({ name: 'robots', content: 'noindex' });
    return { meta, links: [] };
  }
  meta.push({ property: 'og:url', content: url });
  return { meta, links: [{ rel: 'canonical', href: url }] };
}

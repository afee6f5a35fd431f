import type { Website } from '@shop/config';
import { ipxUrl } from '@shop/ui';
import { canonicalUrl, type HeadLink, type HeadMeta, pageHead } from '../head/pageHead';

/** What the head of a blog page needs to know about one article. */
export interface ArticleHeadData {
  slug: string;
  title: string;
  perex: string;
  imagePath: string;
  publishedAt: string;
}

export interface HeadScript {
  type: 'application/ld+json';
  children: string;
}

export interface BlogHeadParts {
  meta: HeadMeta[];
  links: HeadLink[];
  scripts: HeadScript[];
}

type HeadWebsite = Pick<Website, 'domain' | 'baseUrl' | 'company'>;

/** Social cards are 1200×630; the article's picture is cut to that through the image route. */
export function articleImageUrl(baseUrl: string, imagePath: string): string {
  return canonicalUrl(baseUrl, ipxUrl(imagePath, { f: 'jpeg', w: 1200, h: 630, fit: 'cover' }));
}

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: `<` is escaped, so content
 * such as `</script>` in a title cannot end the element early.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function organization(website: HeadWebsite) {
  return { '@type': 'Organization', name: website.company.name, url: canonicalUrl(website.baseUrl, '/') };
}

function withOverrides(meta: HeadMeta[], overrides: Record<string, string>): HeadMeta[] {
  return meta.map((entry) =>
    'property' in entry && entry.property in overrides
      ? { property: entry.property, content: overrides[entry.property] as string }
      : entry,
  );
}

export interface BlogListHeadInput {
  website: HeadWebsite;
  path: string;
  title: string;
  description: string;
  ogLocale: string;
  articles: readonly ArticleHeadData[];
  articlePath: (slug: string) => string;
}

/** The list's head with a schema.org `Blog` naming the articles it shows. */
export function blogListHead(input: BlogListHeadInput): BlogHeadParts {
  const { website } = input;
  const base = pageHead({ ...input });
  // Later pages of the list are pages of their own, so their canonical address keeps `?page=`.
  const query = input.path.includes('?') ? input.path.slice(input.path.indexOf('?')) : '';
  const url = canonicalUrl(website.baseUrl, input.path) + query;
  const head = {
    meta: base.meta.map((entry) =>
      'property' in entry && entry.property === 'og:url' ? { property: 'og:url', content: url } : entry,
    ),
    links: base.links.map((link) => (link.rel === 'canonical' ? { ...link, href: url } : link)),
  };
  const blog = {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: input.title,
    description: input.description,
    url,
    publisher: organization(website),
    blogPost: input.articles.map((article) => ({
      '@type': 'BlogPosting',
      headline: article.title,
      url: canonicalUrl(website.baseUrl, input.articlePath(article.slug)),
      datePublished: article.publishedAt,
      image: articleImageUrl(website.baseUrl, article.imagePath),
    })),
  };
  return { ...head, scripts: [{ type: 'application/ld+json', children: jsonLdText(blog) }] };
}

export interface ArticleHeadInput {
  website: HeadWebsite;
  path: string;
  ogLocale: string;
  article: ArticleHeadData;
}

/** An article's head: Open Graph type `article` with its own picture, and a schema.org `Article`. */
export function articleHead({ website, path, ogLocale, article }: ArticleHeadInput): BlogHeadParts {
  const image = articleImageUrl(website.baseUrl, article.imagePath);
  const head = pageHead({ website, path, title: article.title, description: article.perex, ogLocale });
  const meta: HeadMeta[] = [
    ...withOverrides(head.meta, { 'og:type': 'article', 'og:image': image }),
    { property: 'article:published_time', content: article.publishedAt },
  ];
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.perex,
    image,
    datePublished: article.publishedAt,
    mainEntityOfPage: canonicalUrl(website.baseUrl, path),
    author: organization(website),
    publisher: organization(website),
  };
  return { meta, links: head.links, scripts: [{ type: 'application/ld+json', children: jsonLdText(data) }] };
}

import {
  type BlogArticle,
  type BlogArticleSummary,
  blogArticleEndpoint,
  blogArticlesEndpoint,
  blogArticlesQuerySchema,
  type HttpClient,
} from '@shop/contracts';
import { interpolate } from '@shop/i18n';
import { notFound } from '@tanstack/react-router';
import { ContentLoadError } from '../errors/contentLoadError';
import type { ContentHeadContext, ListAndItemLoaders } from '../routes/listAndItemRoutes';
import { articleHead, type BlogHeadParts, blogListHead } from './blogHead';
import { BLOG_PAGE_SIZE, blogArticlePath, blogListPath, MOST_READ_COUNT } from './blogPaths';

/** The list's search follows the API's own page rule: a whole number from 1, default 1. */
const blogListPageSchema = blogArticlesQuerySchema.shape.page;

export interface BlogListData {
  page: number;
  pageCount: number;
  /** The most-read block, shown on the first page only. */
  mostRead: BlogArticleSummary[];
  /** This page of the list, newest first. */
  articles: BlogArticleSummary[];
}

/**
 * Loads one page of the blog list. An invalid `page` or one past the last page is the
 * not-found view; the first page of an empty blog is still a page.
 */
export async function loadBlogList(api: HttpClient, search: { page?: unknown }): Promise<BlogListData> {
  const parsed = blogListPageSchema.safeParse(search.page);
  if (!parsed.success) throw notFound();
  const page = parsed.data;
  const [newest, mostRead] = await Promise.all([
    api.call(blogArticlesEndpoint, { sort: 'newest', page, pageSize: BLOG_PAGE_SIZE }),
    page === 1
      ? api.call(blogArticlesEndpoint, { sort: 'most-read', page: 1, pageSize: MOST_READ_COUNT })
      : null,
  ]);
  if (!newest.ok) throw new ContentLoadError('the article list', newest.error);
  if (mostRead && !mostRead.ok) throw new ContentLoadError('the most-read articles', mostRead.error);
  if (page > 1 && page > newest.data.pageCount) throw notFound();
  return {
    page,
    pageCount: newest.data.pageCount,
    mostRead: mostRead ? mostRead.data.items : [],
    articles: newest.data.items,
  };
}

/** Loads one article; an unknown slug is the not-found view. */
export async function loadBlogArticle(api: HttpClient, slug: string): Promise<BlogArticle> {
  const result = await api.call(blogArticleEndpoint, { slug });
  if (result.ok) return result.data;
  if (result.error.kind === 'http' && result.error.status === 404) throw notFound();
  throw new ContentLoadError(`the article ${slug}`, result.error);
}

/**
 * A blog route's data with the page's head (title, canonical, social cards, JSON-LD), made here
 * rather than in the route tree: the head code then loads with the loader, and the browser
 * takes a server-rendered page's head from its data.
 */
export type WithHead<Data> = Data & { head: BlogHeadParts };

export async function loadBlogListPage(
  api: HttpClient,
  search: { page?: unknown },
  { website, ogLocale, texts }: ContentHeadContext,
): Promise<WithHead<BlogListData>> {
  const data = await loadBlogList(api, search);
  const text = texts.blog;
  const head = blogListHead({
    website,
    path: blogListPath(data.page),
    title: data.page > 1 ? interpolate(text.listPageTitle, { page: data.page }) : text.listTitle,
    description: interpolate(text.listDescription, { productName: website.productName }),
    ogLocale,
    articles: data.articles,
    articlePath: blogArticlePath,
  });
  return { ...data, head };
}

export async function loadBlogArticlePage(
  api: HttpClient,
  slug: string,
  { website, ogLocale }: ContentHeadContext,
): Promise<WithHead<BlogArticle>> {
  const article = await loadBlogArticle(api, slug);
  return {
    ...article,
    head: articleHead({ website, path: blogArticlePath(article.slug), ogLocale, article }),
  };
}

/** The blog's list and article loaders, as its routes call them. */
export const pageLoaders: ListAndItemLoaders = { list: loadBlogListPage, item: loadBlogArticlePage };

import type { Website } from '@shop/config';
import { interpolate, type Messages } from '@shop/i18n';
import type { BlogHeadParts } from '../blog/blogHead';
import { type HeadLink, type HeadMeta, pageHead } from '../head/pageHead';

interface MatchState {
  status: 'pending' | 'success' | 'error' | 'notFound';
  _notFound?: boolean;
}

export interface HeadContext {
  match: MatchState;
  matches: MatchState[];
}

export interface DataHeadContext<Data> extends HeadContext {
  loaderData?: Data;
}

export interface HeadParts {
  meta: HeadMeta[];
  links: HeadLink[];
}

export interface PageHeadContent {
  path: string;
  /** The page's own title; the domain is appended. */
  title: string;
  description?: string;
}

/** A page's own title and description, made by its loader from texts it loaded. */
export interface PageMeta {
  title: string;
  description: string;
}

type Failure = 'not-found' | 'server-error' | null;

function failureOf(match: MatchState): Failure {
  if (match.status === 'notFound' || match._notFound) return 'not-found';
  if (match.status === 'error') return 'server-error';
  return null;
}

/** Builds route `head` functions that fall back to the error page's title when a match failed. */
export function createHeads(website: Website, messages: Messages) {
  const text = messages.shell;
  const defaultDescription = interpolate(text.meta.defaultDescription, { productName: website.productName });

  function errorHead(failure: Exclude<Failure, null>): HeadParts {
    return pageHead({
      website,
      path: '/',
      title: failure === 'not-found' ? text.errorPage.notFoundTitle : text.errorPage.serverErrorTitle,
      description: defaultDescription,
      ogLocale: text.meta.ogLocale,
      noIndex: true,
    });
  }

  function fromData<Data>(build: (data: Data) => BlogHeadParts) {
    return (context: DataHeadContext<Data>): HeadParts | BlogHeadParts => {
      const failure = failureOf(context.match);
      if (failure) return errorHead(failure);
      if (context.loaderData === undefined) return errorHead('server-error');
      return build(context.loaderData);
    };
  }

  return {
    /** The root's head: the error title when anything below failed to match or load. */
    root(context: HeadContext): HeadParts {
      const failure = context.matches.map(failureOf).find((value) => value !== null);
      if (failure) return errorHead(failure);
      return {
        meta: [{ title: website.domain }, { name: 'description', content: defaultDescription }],
        links: [],
      };
    },
    /** A page route's head, unless that page failed. */
    page(content: PageHeadContent) {
      return (context: HeadContext): HeadParts => {
        const failure = failureOf(context.match);
        if (failure) return errorHead(failure);
        return pageHead({
          website,
          path: content.path,
          title: content.title,
          description: content.description ?? defaultDescription,
          ogLocale: text.meta.ogLocale,
        });
      };
    },
    /** The head of a page whose content comes from its loader (title, canonical, JSON-LD). */
    fromData,
    /**
     * The head of a page whose texts load with it: its loader answers `{ meta }`, so the browser
     * has the title from the server's data without loading the texts again.
     */
    fromMeta<Data extends { meta: PageMeta } = { meta: PageMeta }>(path: string | ((data: Data) => string)) {
      return fromData<Data>((data) => ({
        ...pageHead({
          website,
          path: typeof path === 'string' ? path : path(data),
          ...data.meta,
          ogLocale: text.meta.ogLocale,
        }),
        scripts: [],
      }));
    },
  };
}

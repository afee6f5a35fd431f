import type { CookieJar, KeyValueStorage } from '@shop/contracts/browser';

const RETURN_TO_COOKIE = 'returnTo';
/** SPEC §9: the returnTo cookie lives an hour. */
const RETURN_TO_COOKIE_MAX_AGE_S = 3600;
const LAST_SET_RETURN_TO_KEY = 'lastSetReturnTo';

export const DEFAULT_RETURN_TO = '/';

export interface ReturnToEnvironment {
  cookies: CookieJar;
  /** localStorage: keeps the last value so it outlives the one-hour cookie. */
  storage: KeyValueStorage;
  returnToPaths: readonly string[];
}

function normalizePath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Only same-site paths may be stored or followed, so a crafted cookie cannot send shoppers away. */
function isSitePath(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}

function writeCookie(cookies: CookieJar, path: string): void {
  cookies.set(RETURN_TO_COOKIE, path, {
    maxAgeSeconds: RETURN_TO_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'Lax',
  });
}

/**
 * Runs on every page view (SPEC §4): a return-to page is stored in the `returnTo` cookie for an
 * hour and remembered in storage; on any other page an expired cookie is restored from storage.
 */
export function rememberReturnTo(visitedPath: string, env: ReturnToEnvironment): void {
  const path = normalizePath(visitedPath);
  const returnToPaths = env.returnToPaths.map(normalizePath);
  if (returnToPaths.includes(path)) {
    writeCookie(env.cookies, path);
    env.storage.setItem(LAST_SET_RETURN_TO_KEY, path);
    return;
  }
  if (env.cookies.get(RETURN_TO_COOKIE) !== undefined) return;
  const last = env.storage.getItem(LAST_SET_RETURN_TO_KEY);
  if (isSitePath(last)) writeCookie(env.cookies, last);
}

/** Where the header's logo and back-to-order button lead: the stored page, or `/`. */
export function readReturnTo(cookies: CookieJar): string {
  const value = cookies.get(RETURN_TO_COOKIE);
  return isSitePath(value) ? value : DEFAULT_RETURN_TO;
}

/** Where the inline script leaves the path it gave the header's links, for hydration to start from. */
const DOCUMENT_RETURN_TO = '__shopReturnTo';

/**
 * The inline script placed right after the header's links (server rendering only): before the
 * header is painted it points the links in its parent element at the path `rememberReturnTo`
 * followed by `readReturnTo` will give on this page (this page if it is a return-to page, else the
 * cookie, else the stored backup), and leaves that path on `window` for `readDocumentReturnTo`.
 * The HTML itself stays the same for every visitor, so pages cache as before.
 */
export function returnToInlineScript(returnToPaths: readonly string[]): string {
  const paths = JSON.stringify(returnToPaths.map(normalizePath)).replace(/</g, '\\u003c');
  return `(function(w,d){var v='${DEFAULT_RETURN_TO}',ok=function(x){return typeof x==='string'&&/^\\/(?![\\/\\\\])/.test(x)};try{var p=w.location.pathname;if(p.length>1)p=p.replace(/\\/+$/,'');var m=d.cookie.match(/(?:^|;)\\s*${RETURN_TO_COOKIE}\\s*=([^;]*)/),c;if(m){c=m[1].trim();try{c=decodeURIComponent(c)}catch(e){}}if(${paths}.indexOf(p)>=0)v=p;else if(m){if(ok(c))v=c}else{var l=w.localStorage.getItem('${LAST_SET_RETURN_TO_KEY}');if(ok(l))v=l}}catch(e){}w.${DOCUMENT_RETURN_TO}=v;var a=d.currentScript.parentNode.querySelectorAll('a');for(var i=0;i<a.length;i++)a[i].setAttribute('href',v)})(window,document)`;
}

/** The path the inline script gave the header's links, so hydration renders them the same; else `/`. */
export function readDocumentReturnTo(win: Window): string {
  const value = (win as Window & { [DOCUMENT_RETURN_TO]?: unknown })[DOCUMENT_RETURN_TO];
  return isSitePath(value as string | undefined) ? (value as string) : DEFAULT_RETURN_TO;
}

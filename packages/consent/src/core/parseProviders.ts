import { type CookieCategory, cookieCategories } from '@shop/contracts/vocabulary';
import type { Cookie, CookieProvider, Script } from './providerSchema';

export type ParseProvidersResult = { ok: true; providers: CookieProvider[] } | { ok: false; error: string };

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCategory = (value: unknown): value is CookieCategory =>
  (cookieCategories as readonly unknown[]).includes(value);
const areStrings = (fields: Fields, names: readonly string[]) =>
  names.every((name) => typeof fields[name] === 'string');

function readCookie(value: unknown): Cookie | undefined {
  if (!isObject(value) || !areStrings(value, ['name', 'description', 'type', 'expiration'])) return undefined;
  if (!isCategory(value.category)) return undefined;
  const { name, description, type, category, expiration } = value as Cookie;
  return { name, description, type, category, expiration };
}

function readScript(value: unknown): Script | undefined {
  if (!isObject(value) || !areStrings(value, ['name', 'slug']) || (value.slug as string).length === 0) {
    return undefined;
  }
  const { name, slug, category, active, showingCookies } = value;
  if (!isCategory(category) || typeof active !== 'boolean' || typeof showingCookies !== 'boolean')
    return undefined;
  const cookies = readEach(value.cookies, readCookie);
  return cookies && { name: name as string, slug: slug as string, category, active, showingCookies, cookies };
}

function readProvider(value: unknown): CookieProvider | undefined {
  if (!isObject(value) || !areStrings(value, ['companyName', 'personalUrl'])) return undefined;
  const scripts = readEach(value.scripts, readScript);
  return (
    scripts && { companyName: value.companyName as string, personalUrl: value.personalUrl as string, scripts }
  );
}

function readEach<T>(value: unknown, read: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: T[] = [];
  for (const item of value) {
    const parsed = read(item);
    if (parsed === undefined) return undefined;
    items.push(parsed);
  }
  return items;
}

/**
 * Reads a provider list from JSON text (the localStorage cache of the providers endpoint) or from an
 * already parsed value. Only a valid array of provider objects passes, so a corrupt cache is refetched
 * instead of breaking the dialog. It checks what `cookieProvidersSchema` checks and keeps the same
 * fields, written out because every page runs it before any interaction and zod would be most of
 * the bar's weight; the tests keep the two in step.
 */
export function parseProviders(input: unknown): ParseProvidersResult {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, error: 'not JSON' };
    }
  }
  const providers = readEach(value, readProvider);
  return providers ? { ok: true, providers } : { ok: false, error: 'not a list of cookie providers' };
}

import { type CookieProvider, cookieProvidersSchema } from './providerSchema';

export type ParseProvidersResult = { ok: true; providers: CookieProvider[] } | { ok: false; error: string };

/**
 * Reads a provider list from JSON text (the localStorage cache of the providers endpoint) or from an
 * already parsed value. Only a valid array of provider objects passes, so a corrupt cache is refetched
 * instead of breaking the dialog.
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
  const parsed = cookieProvidersSchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'invalid providers' };
  return { ok: true, providers: parsed.data };
}

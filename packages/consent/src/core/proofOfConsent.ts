import type { ConsentRecord, ConsentSetting } from './consentRecord';
import type { CookieProvider } from './providerSchema';
import { allScripts } from './scriptConsent';

/** What the server stores as proof of a consent (issue 5): who, what, when, and against which list and text. */
export interface ProofOfConsent {
  ids: string[];
  setting: ConsentSetting;
  savedAt: number;
  providersHash: string;
  textVersion: string;
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

/**
 * A 64-bit FNV-1a hash (16 hex digits) of the sorted `slug:category` pairs: it changes when a script is
 * added, removed or recategorised, and not when texts or provider order change. Synchronous, so it
 * also works where `crypto.subtle` is missing (plain-HTTP origins).
 */
export function providersHash(providers: readonly CookieProvider[]): string {
  const pairs = [
    ...new Set(allScripts(providers).map((script) => `${script.slug}:${script.category}`)),
  ].sort();
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(pairs.join('\n'))) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

export function buildProofOfConsent(
  record: ConsentRecord,
  providers: readonly CookieProvider[],
  textVersion: string,
): ProofOfConsent {
  return {
    ids: [...record.ids],
    setting: { ...record.setting },
    savedAt: record.savedAt,
    providersHash: providersHash(providers),
    textVersion,
  };
}

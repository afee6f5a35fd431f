import type { KeyValueStorage } from '@shop/contracts/browser';
import type * as z from 'zod/mini';
import { isConsentChoice } from './consentChoice';
import type { consentRecordSchema } from './consentRecordSchema';
import type { ConsentChoice, ConsentSetting } from './consentTypes';

export type { ConsentChoice, ConsentSetting };

/** localStorage key of the consent record (the record is stored as JSON). */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

export type ConsentRecord = z.infer<typeof consentRecordSchema>;

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The same check as `consentRecordSchema`, written out because the store runs on every page before
 * any interaction and zod would take most of the bar's 8 kB gzip budget (issue 5). The tests keep the two in step.
 */
export function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { setting, savedAt, ids, offered, pending } = value as Record<string, unknown>;
  return (
    typeof setting === 'object' &&
    setting !== null &&
    !Array.isArray(setting) &&
    Object.values(setting).every((consented) => typeof consented === 'boolean') &&
    typeof savedAt === 'number' &&
    Number.isFinite(savedAt) &&
    isStringArray(ids) &&
    (offered === undefined || isStringArray(offered)) &&
    (pending === undefined || isConsentChoice(pending))
  );
}

/** The part of `Storage` the package uses, so tests and other runtimes can pass their own. */
export type ConsentStorage = Pick<KeyValueStorage, 'getItem' | 'setItem'>;

/** The stored record, or null when none is stored or it is unreadable (the dialog then asks again). */
export function readConsentRecord(storage: ConsentStorage): ConsentRecord | null {
  let text: string | null;
  try {
    text = storage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isConsentRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** Returns false when the storage refuses the write (private mode, quota); the choice then lasts for the page only. */
export function writeConsentRecord(storage: ConsentStorage, record: ConsentRecord): boolean {
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

import { cookieCategories } from '@shop/contracts/vocabulary';
import * as z from 'zod/mini';

/** Deny needs no provider list (it saves an empty setting), so only the two accepts can wait for one. */
export const PENDING_CHOICE_SOURCES = ['accept-all', 'accept-selected'] as const;

/** Script slug to consent; a slug that is missing counts as not consented. */
export type ConsentSetting = Record<string, boolean>;

/**
 * A choice made before the provider list was known: which button, the categories accepted as a whole
 * and the script slugs accepted one by one. The store expands it into a setting once it knows the list.
 */
export const consentChoiceSchema = /* @__PURE__ */ z.object({
  source: z.enum(PENDING_CHOICE_SOURCES),
  categories: z.array(z.enum(cookieCategories)),
  scripts: z.array(z.string()),
});

export type ConsentChoice = z.infer<typeof consentChoiceSchema>;

/** The record's schema, for the server that stores proofs of consent and for anyone validating elsewhere. */
export const consentRecordSchema = /* @__PURE__ */ z.object({
  setting: z.record(z.string(), z.boolean()),
  /** Epoch milliseconds of the save. */
  savedAt: z.number(),
  /** The device identifiers (permanent, current, latest) known at the save. */
  ids: z.array(z.string()),
  /**
   * Slugs of the scripts the visitor was offered at the save. Deny stores an empty setting, so
   * the setting alone cannot tell which scripts were added to the provider list since then.
   */
  offered: z.optional(z.array(z.string())),
  /**
   * Present only while the choice waits for the provider list; `setting` is empty meanwhile, so
   * readers that know nothing of it consent to nothing (see `ConsentChoice`).
   */
  pending: z.optional(consentChoiceSchema),
});

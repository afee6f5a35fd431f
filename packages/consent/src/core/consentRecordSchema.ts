import { cookieCategories } from '@shop/contracts/vocabulary';
import * as z from 'zod/mini';

import { type ConsentChoice, PENDING_CHOICE_SOURCES } from './consentTypes';

export type { ConsentChoice, ConsentSetting } from './consentTypes';
export { PENDING_CHOICE_SOURCES } from './consentTypes';

/** A pending choice (`ConsentChoice`) as the stored record carries it. */
export const consentChoiceSchema = /* @__PURE__ */ z.object({
  source: z.enum(PENDING_CHOICE_SOURCES),
  categories: z.array(z.enum(cookieCategories)),
  scripts: z.array(z.string()),
}) satisfies z.ZodMiniType<ConsentChoice>;

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

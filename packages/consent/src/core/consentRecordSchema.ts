import * as z from 'zod/mini';

/** Script slug to consent; a slug that is missing counts as not consented. */
export type ConsentSetting = Record<string, boolean>;

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
});

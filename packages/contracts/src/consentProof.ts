import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { latestEpochMillis } from './epochMillis';
import { apiPaths, technicalScriptSlug, trackedScriptSlugs } from './vocabulary';

/** Keys a consent setting may hold: the tracked scripts and the shop's technical script. */
export const consentSettingSlugs: readonly string[] = [...trackedScriptSlugs, technicalScriptSlug];

const requiredOr = (code: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : code;

/**
 * Proof of a consent (issue 5): the device ids, the setting, when it was saved, and which provider
 * list (its hash) and text version the visitor saw. Field errors are stable codes: `required`,
 * `invalid-value`, `too-many`, `too-long`, `unknown-slug`.
 */
export const consentProofSchema = z.strictObject({
  /** The permanent, current and latest device ids known at the save; none yet is allowed. */
  ids: z
    .array(
      z
        .string({ error: 'invalid-value' })
        .check(z.trim(), z.minLength(1, 'invalid-value'), z.maxLength(128, 'too-long')),
      { error: requiredOr('invalid-value') },
    )
    .check(z.maxLength(3, 'too-many')),
  setting: z
    .record(z.string(), z.boolean({ error: 'invalid-value' }), { error: requiredOr('invalid-value') })
    .check(
      z.superRefine((setting, ctx) => {
        for (const slug of Object.keys(setting)) {
          if (!consentSettingSlugs.includes(slug))
            ctx.addIssue({ code: 'custom', message: 'unknown-slug', path: [slug] });
        }
      }),
    ),
  /** Epoch milliseconds of the save on the visitor's clock. */
  savedAt: z
    .number({ error: requiredOr('invalid-value') })
    .check(z.int('invalid-value'), z.gte(0, 'invalid-value'), z.lte(latestEpochMillis, 'invalid-value')),
  providersHash: z
    .string({ error: requiredOr('invalid-value') })
    .check(z.trim(), z.minLength(1, 'required'), z.maxLength(128, 'too-long')),
  /** Version of the consent texts shown; empty when the site does not version them. */
  textVersion: z.string({ error: requiredOr('invalid-value') }).check(z.trim(), z.maxLength(64, 'too-long')),
});
export type ConsentProofInput = z.input<typeof consentProofSchema>;
export type ConsentProof = z.output<typeof consentProofSchema>;

/** The stored proof's id, to be sent with orders. */
export const consentProofCreatedSchema = z.object({ id: z.string() });

/** In the API-only server (no site per origin) the path takes `?site=sk|cz`. */
export const consentProofEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPaths.consents,
  request: consentProofSchema,
  response: consentProofCreatedSchema,
});

import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import {
  apiPaths,
  contactCustomerTypes,
  contactLimits,
  contactQuestionTypes,
  customerNumberPattern,
} from './vocabulary';

/**
 * Field errors of the contact form are stable codes, not prose, so each site shows its own
 * message: `required`, `invalid-option`, `invalid-email`, `invalid-phone`, `too-long`,
 * `invalid-customer-number`, `consent-required`.
 */
const requiredOr = (code: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : code;

const requiredText = (max: number) =>
  z
    .string({ error: requiredOr('required') })
    .check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'too-long'));

/** +420 or +421 and nine digits; spaces, dashes and parentheses between them are dropped. */
const phoneSchema = z.pipe(
  z
    .pipe(
      z.string({ error: 'invalid-phone' }).check(z.maxLength(32, 'invalid-phone')),
      z.transform((value: string) => value.replace(/[\s()-]/g, '')),
    )
    .check(z.refine((value) => value === '' || /^\+42[01]\d{9}$/.test(value), 'invalid-phone')),
  z.transform((value: string) => (value === '' ? undefined : value)),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const contactCustomerTypeSchema = z.enum(contactCustomerTypes, {
  error: requiredOr('invalid-option'),
});
/** Question types: loyalty programme information, package shipping adjustment, product information, other. */
export const contactQuestionTypeSchema = z.enum(contactQuestionTypes, {
  error: requiredOr('invalid-option'),
});

const contactFieldsSchema = z
  .strictObject({
    customerType: contactCustomerTypeSchema,
    /** Required for an existing customer; ignored for a new one. */
    customerNumber: z.optional(
      z.string({ error: 'invalid-customer-number' }).check(
        z.trim(),
        z.maxLength(contactLimits.customerNumber, 'too-long'),
        // Empty is fine here: the refinement below asks an existing customer for one.
        z.refine((value) => value === '' || customerNumberPattern.test(value), 'invalid-customer-number'),
      ),
    ),
    questionType: contactQuestionTypeSchema,
    name: requiredText(contactLimits.name),
    phone: z.optional(phoneSchema),
    email: z.pipe(
      z
        .string({ error: requiredOr('invalid-email') })
        .check(z.trim(), z.minLength(1, 'required'), z.maxLength(contactLimits.email, 'invalid-email')),
      z.email('invalid-email'),
    ),
    message: requiredText(contactLimits.message),
    gdprConsent: z.literal(true, { error: 'consent-required' }),
    /**
     * Honeypot: hidden from people, so it stays empty. A filled one is refused with a generic
     * 400 `{ error: 'rejected' }` and nothing is stored; no field error tells a bot why.
     */
    website: z.optional(z.string().check(z.maxLength(500))),
  })
  .check(
    z.refine((value) => Boolean(value.customerNumber), {
      path: ['customerNumber'],
      message: 'required',
      // Checked even while other fields are wrong, so the form shows every problem at once.
      when: ({ value }) => isRecord(value) && value.customerType === 'existing',
    }),
  );

export const contactMessageSchema = z.pipe(
  contactFieldsSchema,
  z.transform(({ customerNumber, ...rest }: z.output<typeof contactFieldsSchema>) =>
    rest.customerType === 'existing' ? { ...rest, customerNumber } : rest,
  ),
);
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactMessageCreatedSchema = z.object({ id: z.string() });

/** In the API-only server (no site per origin) the path takes `?site=sk|cz`. */
export const contactMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPaths.contact,
  request: contactMessageSchema,
  response: contactMessageCreatedSchema,
});

import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { pageOf, pageQueryShape } from './paging';
import { siteSchema } from './site';
import { apiPaths } from './vocabulary';

/** The review labels, explained in the footer's reviews popup. */
export const testimonialLabelSchema = z.enum(['verified-customer', 'partner', 'unverified-customer'], {
  error: 'invalid-label',
});
export type TestimonialLabel = z.infer<typeof testimonialLabelSchema>;

/** Query of the review list, newest first; `label` narrows it to one kind of review. */
export const testimonialsQuerySchema = z.object({
  site: z.optional(siteSchema),
  ...pageQueryShape(12, 48),
  label: z.optional(testimonialLabelSchema),
});
export type TestimonialsQuery = z.input<typeof testimonialsQuerySchema>;

export const testimonialSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  age: z.optional(z.number().check(z.int(), z.gte(18), z.lte(120))),
  label: testimonialLabelSchema,
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  title: z.string(),
  excerpt: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type TestimonialSummary = z.infer<typeof testimonialSummarySchema>;

export const testimonialsPageSchema = pageOf(testimonialSummarySchema);
export type TestimonialsPage = z.infer<typeof testimonialsPageSchema>;

export const testimonialSchema = z.extend(testimonialSummarySchema, {
  /** Sanitised HTML of the whole review. */
  contentHtml: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialQuerySchema = z.object({
  slug: z.string().check(z.minLength(1)),
  site: z.optional(siteSchema),
});

export const testimonialsEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPaths.testimonials,
  request: testimonialsQuerySchema,
  response: testimonialsPageSchema,
});

export const testimonialEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPaths.testimonial,
  request: testimonialQuerySchema,
  response: testimonialSchema,
});

import { z } from 'zod';

/**
 * Query fields every paged list takes. Query strings carry text, so numbers are coerced; the
 * generic keeps the caller's input type a number. Unknown query parameters are ignored.
 */
export function pageQueryShape(defaultPageSize: number, maxPageSize: number) {
  return {
    page: z.coerce
      .number<number>({ error: 'invalid-page' })
      .int('invalid-page')
      .min(1, 'invalid-page')
      .default(1),
    pageSize: z.coerce
      .number<number>({ error: 'invalid-page-size' })
      .int('invalid-page-size')
      .min(1, 'invalid-page-size')
      .max(maxPageSize, 'invalid-page-size')
      .default(defaultPageSize),
  };
}

/** One page of a list: its items and where it sits in the whole. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    /** 0 when the list is empty. */
    pageCount: z.number().int().min(0),
  });
}

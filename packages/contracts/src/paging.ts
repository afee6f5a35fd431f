import * as z from 'zod/mini';
import { englishMessages } from './englishMessages';

englishMessages();

/**
 * Query fields every paged list takes. Query strings carry text, so numbers are coerced; the
 * generic keeps the caller's input type a number. Unknown query parameters are ignored.
 */
export function pageQueryShape(defaultPageSize: number, maxPageSize: number) {
  return {
    page: z._default(
      z.coerce
        .number<number>({ error: 'invalid-page' })
        .check(z.int('invalid-page'), z.gte(1, 'invalid-page')),
      1,
    ),
    pageSize: z._default(
      z.coerce
        .number<number>({ error: 'invalid-page-size' })
        .check(
          z.int('invalid-page-size'),
          z.gte(1, 'invalid-page-size'),
          z.lte(maxPageSize, 'invalid-page-size'),
        ),
      defaultPageSize,
    ),
  };
}

/** One page of a list: its items and where it sits in the whole. */
export function pageOf<Item extends z.core.$ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().check(z.int(), z.gte(0)),
    page: z.number().check(z.int(), z.gte(1)),
    pageSize: z.number().check(z.int(), z.gte(1)),
    /** 0 when the list is empty. */
    pageCount: z.number().check(z.int(), z.gte(0)),
  });
}

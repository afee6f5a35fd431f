import { idempotencyKeyHeader, idempotencyKeySchema } from '@shop/contracts';
import { validator } from 'hono/validator';
import { apiError } from './errorResponses';

const headerName = idempotencyKeyHeader.toLowerCase();

/**
 * Middleware that requires the order's `Idempotency-Key` header: missing, 400
 * `idempotency_key_required`; not 8 to 128 safe characters, 400 `idempotency_key_invalid`. The
 * handler after it reads the key with `c.req.valid('header').idempotencyKey`.
 */
export const idempotencyKey = validator('header', (headers, c) => {
  const key = headers[headerName];
  if (!key) {
    return apiError(c, 400, 'idempotency_key_required', `Send an ${idempotencyKeyHeader} header`);
  }
  if (!idempotencyKeySchema.safeParse(key).success) {
    return apiError(c, 400, 'idempotency_key_invalid', 'The key holds 8 to 128 of A-Z a-z 0-9 _ . : -');
  }
  return { idempotencyKey: key };
});

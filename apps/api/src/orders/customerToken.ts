import { createHash, randomBytes } from 'node:crypto';

export function newCustomerToken(): string {
  return randomBytes(32).toString('base64url');
}

export function customerTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** One year, in seconds. */
export const CUSTOMER_TOKEN_MAX_AGE = 365 * 24 * 60 * 60;

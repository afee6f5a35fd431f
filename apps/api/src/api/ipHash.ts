import { createHash } from 'node:crypto';

/** A salted SHA-256 of the address, so rows can be correlated without keeping the address. */
export function ipHash(ip: string | undefined, salt: string): string | null {
  return ip ? createHash('sha256').update(salt).update(ip).digest('hex') : null;
}

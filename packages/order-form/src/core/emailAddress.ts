import type { IssueCode } from './issues';

export type EmailResult =
  | { ok: true; email: string }
  | { ok: false; code: Extract<IssueCode, `email.${string}`> };

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[a-z]{2,63}$/;

/**
 * SPEC §5 has two texts for a bad address: text without a single `@` does not look like an
 * email at all (`email.notValid`), while an address-shaped text with a bad part is not a
 * correct address (`email.invalid`). The domain is lower-cased, the mailbox kept as typed.
 */
export function checkEmail(text: string): EmailResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, code: 'email.required' };
  const at = trimmed.indexOf('@');
  if (at < 0 || at !== trimmed.lastIndexOf('@')) return { ok: false, code: 'email.notValid' };
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase();
  const labels = domain.split('.');
  const valid =
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    domain.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(labels[labels.length - 1] ?? '');
  return valid ? { ok: true, email: `${local}@${domain}` } : { ok: false, code: 'email.invalid' };
}

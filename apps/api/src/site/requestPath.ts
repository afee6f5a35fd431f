/** Longer paths are not pages of the site; rendering them would only cost time. */
export const MAX_PATH_LENGTH = 2048;

export type RequestPathCheck = { ok: true; path: string } | { ok: false; status: 400 | 404 };

/**
 * Vets the raw (still percent-encoded) path before it reaches files or the renderer: malformed
 * encoding is a bad request; traversal, backslashes, control characters and overlong paths
 * cannot name a page, so they are not found.
 */
export function checkRequestPath(rawPath: string): RequestPathCheck {
  if (rawPath.length > MAX_PATH_LENGTH) return { ok: false, status: 404 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400 };
  }
  if (!decoded.startsWith('/')) return { ok: false, status: 400 };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is rejected
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return { ok: false, status: 404 };
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.'))
    return { ok: false, status: 404 };
  return { ok: true, path: decoded };
}

const CZECH_CONDITIONS = /^\/podminky(?=\/|$)/;

/** SPEC §2: every /podminky path moves permanently to the matching /podmienky path. */
export function conditionsRedirect(rawPath: string, search: string): string | undefined {
  if (!CZECH_CONDITIONS.test(rawPath)) return undefined;
  return rawPath.replace(CZECH_CONDITIONS, '/podmienky') + search;
}

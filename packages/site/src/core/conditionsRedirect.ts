/**
 * `/podminky/...` (the Czech spelling) permanently moves to `/podmienky/...` (SPEC §2). Returns
 * the target with query and hash kept, or null for any other path.
 */
export function conditionsRedirectTarget(pathname: string, searchAndHash = ''): string | null {
  const match = /^\/podminky(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return null;
  return `/podmienky${match[1] ?? ''}${searchAndHash}`;
}

export const CONDITIONS_REDIRECT_STATUS = 301;

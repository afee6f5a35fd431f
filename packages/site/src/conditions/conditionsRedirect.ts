/**
 * `/podminky/...` (the Czech spelling) permanently moves to the site's conditions path
 * (`paths.conditions`, SPEC §2's `/podmienky/...`). Returns the target with query and hash kept,
 * or null for any other path.
 */
export function conditionsRedirectTarget(
  pathname: string,
  searchAndHash = '',
  conditionsPath = '/podmienky',
): string | null {
  const match = /^\/podminky(?=\/|$)(.*)$/.exec(pathname);
  if (!match || conditionsPath === '/podminky') return null;
  return `${conditionsPath}${match[1] ?? ''}${searchAndHash}`;
}

export const CONDITIONS_REDIRECT_STATUS = 301;

import { join } from 'node:path';
import type { Site } from '@shop/contracts';
import { type MailSite, mailSiteOf } from './mailSite';

/** Each built site's mail facts, with the first public origin as the base of its links. */
export function mailSitesOf(
  repoRoot: string,
  publicOrigins: Record<Site, readonly string[]>,
): Partial<Record<Site, MailSite>> {
  const sites: Partial<Record<Site, MailSite>> = {};
  for (const site of ['sk', 'cz'] as const) {
    const found = mailSiteOf(site, join(repoRoot, 'apps', site, 'dist'), publicOrigins[site][0]!);
    if (found) sites[site] = found;
  }
  return sites;
}

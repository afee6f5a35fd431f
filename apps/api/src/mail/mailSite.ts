import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { websiteSchema } from '@shop/config';
import type { Site } from '@shop/contracts';
import { z } from 'zod';
import { type MailSite, mailSiteFromWebsite } from './templates/mailSiteFacts';

export type { MailSite } from './templates/mailSiteFacts';

const mailSiteFields = z.object({
  lang: websiteSchema.shape.lang,
  domain: websiteSchema.shape.domain,
  productName: websiteSchema.shape.productName,
  company: websiteSchema.shape.company,
  contact: websiteSchema.shape.contact,
  paths: websiteSchema.shape.paths,
  bankAccount: websiteSchema.shape.bankAccount,
});

/**
 * The mail facts of a built site (`dist/website.json`), with `origin` as the base of its links;
 * undefined without a build. Throws for a file that holds no valid config: the build checked it.
 */
export function mailSiteOf(site: Site, distDir: string, origin: string): MailSite | undefined {
  const file = join(distDir, 'website.json');
  if (!existsSync(file)) return undefined;
  const parsed = mailSiteFields.parse(JSON.parse(readFileSync(file, 'utf8')));
  return mailSiteFromWebsite({ site, ...parsed }, origin);
}

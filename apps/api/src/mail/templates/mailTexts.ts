import type { Site } from '@shop/contracts';
import { csLazyMessages } from '@shop/i18n/cs';
import { skLazyMessages } from '@shop/i18n/sk';
import type { MailTexts } from './shopperMails';

const loaders = { sk: skLazyMessages, cz: csLazyMessages };

/** The texts the mails of a site use: its `mails` and, for method names, `orderForm` namespaces. */
export async function mailTextsOf(site: Site): Promise<MailTexts> {
  const [mails, orderForm] = await Promise.all([loaders[site].mails(), loaders[site].orderForm()]);
  return { mails, orderForm };
}

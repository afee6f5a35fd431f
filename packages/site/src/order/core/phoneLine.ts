import type { Website } from '@shop/config';

/** Which of the site's numbers a page shows: trial-pack and yearly-pack pages have their own lines. */
export type PhoneLine = 'default' | 'trialPage' | 'annualPage';

export type PhoneNumber = Website['phoneNumbers']['default'];

export function phoneOf(website: Pick<Website, 'phoneNumbers'>, line: PhoneLine): PhoneNumber {
  return website.phoneNumbers[line];
}

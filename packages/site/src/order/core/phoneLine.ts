import type { Website } from '@shop/config';

/** Which of the site's numbers a page shows: trial-pack and yearly-pack pages have their own lines. */
export type PhoneLine = 'default' | 'trialPage' | 'annualPage';

export type PhoneNumber = Website['phoneNumbers']['default'];

export function phoneOf(website: Pick<Website, 'phoneNumbers'>, line: PhoneLine): PhoneNumber {
  return website.phoneNumbers[line];
}

/** A matched route as far as its phone line goes (`staticData.phoneLine`). */
export interface PhoneLineMatch {
  staticData?: { phoneLine?: PhoneLine };
}

/** The line of the deepest matched route that names one: a page's own line beats its layout's. */
export function phoneLineOfMatches(matches: readonly PhoneLineMatch[]): PhoneLine | undefined {
  return matches.findLast((match) => match.staticData?.phoneLine !== undefined)?.staticData?.phoneLine;
}

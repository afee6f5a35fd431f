import { describe, expect, it } from 'vitest';
import { phoneLineOfMatches } from './phoneLine';

describe('phoneLineOfMatches', () => {
  it('takes the line of the deepest route that names one', () => {
    expect(
      phoneLineOfMatches([
        { staticData: {} },
        { staticData: { phoneLine: 'annualPage' } },
        { staticData: { phoneLine: 'trialPage' } },
        { staticData: {} },
      ]),
    ).toBe('trialPage');
  });

  it('names none when no route does', () => {
    expect(phoneLineOfMatches([{}, { staticData: {} }])).toBeUndefined();
  });
});

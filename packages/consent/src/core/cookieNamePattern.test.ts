import { describe, expect, it } from 'vitest';
import { cookieNameMatcher } from './cookieNamePattern';

const matching = (listed: string, names: string[]) => names.filter(cookieNameMatcher(listed));

describe('cookieNameMatcher', () => {
  it('matches a plain name exactly, case included', () => {
    expect(matching('_ga', ['_ga', '_gat', '_ga_ABC', 'x_ga', '_GA'])).toEqual(['_ga']);
    expect(matching('ssupp.vid', ['ssupp.vid', 'ssuppxvid'])).toEqual(['ssupp.vid']);
  });

  it('reads * and <placeholder> as the rest of the name, one or more characters', () => {
    const names = ['_ga', '_ga_', '_ga_ABC123', '_gat', 'SL_C_1f2e', 'SL_L_9'];
    expect(matching('_ga_*', names)).toEqual(['_ga_ABC123']);
    expect(matching('_ga_<container-id>', names)).toEqual(['_ga_ABC123']);
    expect(matching('SL_C_*', names)).toEqual(['SL_C_1f2e']);
    // What follows the first wildcard is not compared: the listed prefix names the family.
    expect(matching('_gac_<id>_ads', ['_gac_1_ads', '_gac_1', '_gac_'])).toEqual(['_gac_1_ads', '_gac_1']);
  });

  it('never matches every cookie through a leading wildcard', () => {
    expect(matching('*', ['_ga', 'returnTo'])).toEqual([]);
    expect(matching('<name>_x', ['a_x'])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ibanInGroups } from './ibanGroups';

describe('ibanInGroups', () => {
  it('groups by four from the left, the last group shorter', () => {
    expect(ibanInGroups('SK4711000000002614870368')).toBe('SK47 1100 0000 0026 1487 0368');
    expect(ibanInGroups('NO9386011117947')).toBe('NO93 8601 1117 947');
  });

  it('regroups an IBAN written with other spacing', () => {
    expect(ibanInGroups('CZ88 0300 000019 4019273859')).toBe('CZ88 0300 0000 1940 1927 3859');
  });
});

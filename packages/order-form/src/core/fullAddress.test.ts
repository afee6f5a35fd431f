import { describe, expect, it } from 'vitest';
import { fullAddress } from '../index';

const empty = { street: '', houseNumber: '', streetAndNumber: '', city: '', zip: '' };

describe('fullAddress', () => {
  it('joins street, house number, zip and city as one line', () => {
    expect(
      fullAddress({ ...empty, street: 'Mlynské nivy', houseNumber: '12', city: 'Bratislava', zip: '821 09' }),
    ).toBe('Mlynské nivy 12, 821 09 Bratislava');
  });

  it('takes the combined street field when the offer asked for it', () => {
    expect(
      fullAddress({
        ...empty,
        street: 'ignored',
        streetAndNumber: 'Vinohradská 1511/230',
        city: 'Praha 10',
        zip: '10000',
      }),
    ).toBe('Vinohradská 1511/230, 100 00 Praha 10');
  });

  it('writes a five-digit zip as NNN NN and keeps any other as typed', () => {
    expect(fullAddress({ ...empty, city: 'Brno', zip: ' 602 00 ' })).toBe('602 00 Brno');
    expect(fullAddress({ ...empty, city: 'Brno', zip: '6020' })).toBe('6020 Brno');
  });

  it('leaves out what is empty, without stray commas or spaces', () => {
    expect(fullAddress({ ...empty, street: ' Hlavná ', city: 'Košice' })).toBe('Hlavná, Košice');
    expect(fullAddress({ ...empty, houseNumber: '7' })).toBe('7');
    expect(fullAddress(empty)).toBe('');
  });
});

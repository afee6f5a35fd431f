import { describe, expect, it } from 'vitest';
import { czWebsite, skWebsite } from '../test/websites';
import { infoValues } from './infoValues';

describe('infoValues', () => {
  it('names the Slovak seller with its registration, address and contacts', () => {
    expect(infoValues(skWebsite)).toEqual({
      company: 'Nordlys Pharma s.r.o.',
      companyId: '51 234 567',
      taxId: '2120123456',
      address: 'Mlynské nivy 12, 821 09 Bratislava, Slovensko',
      email: 'info@nordlys.sk',
      phone: '+421 2 330 011 00',
      domain: 'nordlys.sk',
    });
  });

  it('names the Czech seller', () => {
    expect(infoValues(czWebsite)).toMatchObject({
      company: 'Nordlys Pharma CZ s.r.o.',
      companyId: '07 654 321',
      address: 'Vinohradská 1511/230, 100 00 Praha 10, Česká republika',
      email: 'info@nordlys.cz',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { cs, csLazyMessages } from './cs';
import { sk, skLazyMessages } from './sk';

describe('the bank transfer texts of the outcome pages', () => {
  it('labels the payment details as Czech banks do', async () => {
    expect((await csLazyMessages.outcomePages()).bankTransfer).toMatchObject({
      recipient: 'Příjemce',
      accountNumber: 'Číslo účtu',
      amount: 'Částka',
      variableSymbol: 'Variabilní symbol',
      dueDate: 'Splatnost',
    });
  });

  it('labels the payment details as Slovak banks do', async () => {
    expect((await skLazyMessages.outcomePages()).bankTransfer).toMatchObject({
      recipient: 'Príjemca',
      iban: 'IBAN',
      amount: 'Suma',
      variableSymbol: 'Variabilný symbol',
      dueDate: 'Splatnosť',
    });
  });

  it('stays out of every page’s first catalog', () => {
    expect(Object.keys(cs)).not.toContain('outcomePages');
    expect(Object.keys(sk)).not.toContain('outcomePages');
  });
});

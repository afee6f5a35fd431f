import { describe, expect, it } from 'vitest';
import { cs, csLazyMessages } from './cs';
import { sk, skLazyMessages } from './sk';

describe('the bankTransfer namespace', () => {
  it('labels the payment details as Czech banks do', async () => {
    expect(await csLazyMessages.bankTransfer()).toMatchObject({
      recipient: 'Příjemce',
      accountNumber: 'Číslo účtu',
      amount: 'Částka',
      variableSymbol: 'Variabilní symbol',
      dueDate: 'Splatnost',
    });
  });

  it('labels the payment details as Slovak banks do', async () => {
    expect(await skLazyMessages.bankTransfer()).toMatchObject({
      recipient: 'Príjemca',
      iban: 'IBAN',
      amount: 'Suma',
      variableSymbol: 'Variabilný symbol',
      dueDate: 'Splatnosť',
    });
  });

  it('stays out of every page’s first catalog', () => {
    expect(Object.keys(cs)).not.toContain('bankTransfer');
    expect(Object.keys(sk)).not.toContain('bankTransfer');
  });
});

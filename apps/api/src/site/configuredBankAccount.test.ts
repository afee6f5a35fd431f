import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configuredBankAccount } from './configuredBankAccount';

const dirs: string[] = [];
function distWith(content: string | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'configured-bank-account-'));
  dirs.push(dir);
  if (content !== undefined) writeFileSync(join(dir, 'website.json'), content);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const czAccount = {
  recipient: 'Nordlys Pharma CZ s.r.o.',
  iban: 'CZ8803000000194019273859',
  bic: 'CEKOCZPP',
  bankName: 'Československá obchodní banka, a. s.',
  domesticAccount: '19-4019273859/0300',
};

describe('configuredBankAccount', () => {
  it('is the account of the built config, whatever else the config holds', () => {
    const dir = distWith(
      JSON.stringify({ site: 'cz', baseUrl: 'https://www.nordlys.cz', bankAccount: czAccount }),
    );
    expect(configuredBankAccount(dir)).toEqual({ ok: true, bankAccount: czAccount });
  });

  it('says the site is not built without website.json', () => {
    expect(configuredBankAccount(distWith(undefined))).toMatchObject({ ok: false, error: 'missing' });
  });

  it.each([
    ['broken JSON', '{', /JSON/],
    ['no account', JSON.stringify({ site: 'cz' }), /→ at bankAccount/],
    ['no site', JSON.stringify({ bankAccount: czAccount }), /→ at site/],
    [
      'a mistyped IBAN',
      JSON.stringify({ site: 'cz', bankAccount: { ...czAccount, iban: 'CZ8803000000194019273858' } }),
      /→ at bankAccount\.iban/,
    ],
    [
      'a Czech account without its domestic form',
      JSON.stringify({ site: 'cz', bankAccount: { ...czAccount, domesticAccount: undefined } }),
      /→ at bankAccount\.domesticAccount/,
    ],
    [
      "an account of the other site's country",
      JSON.stringify({ site: 'sk', bankAccount: { ...czAccount, domesticAccount: undefined } }),
      /site sk takes payments to an account in SK/,
    ],
  ])('is invalid with %s, and says why', (_, content, detail) => {
    const result = configuredBankAccount(distWith(content));
    expect(result).toMatchObject({ ok: false, error: 'invalid' });
    expect(result.ok ? '' : result.detail).toMatch(detail);
  });
});

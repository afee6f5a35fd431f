import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { RouterHarness } from '../stories/withRouter';
import { czWebsite } from '../test/websites';
import { PreFooter } from './PreFooter';

const normalised = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();

describe('PreFooter', () => {
  it('shows the customer count, the years since 2006 and the Norwegian origin (sk)', async () => {
    render(
      <RouterHarness locale="sk">
        <PreFooter now={new Date(2026, 5, 1)} />
      </RouterHarness>,
    );
    const claims = page.getByRole('listitem');
    await expect.element(claims.first()).toBeVisible();
    const texts = claims.elements().map(normalised);
    expect(texts).toEqual([
      'viac ako 2 700 000 spokojných zákazníkov',
      '20 rokov skúseností s výživovými doplnkami',
      'Z Nórska pôvod produktu aj receptúry',
    ]);
  });

  it('computes the years from the current year', async () => {
    render(
      <RouterHarness locale="cs">
        <PreFooter />
      </RouterHarness>,
    );
    const years = new Date().getFullYear() - 2006;
    await expect.element(page.getByText(`${years} let`)).toBeVisible();
  });

  it('calls the default line with a tel: link and shows support hours', async () => {
    render(
      <RouterHarness locale="sk">
        <PreFooter />
      </RouterHarness>,
    );
    await expect.element(page.getByText('Máte otázky? Zavolajte nám')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: '+421 2 330 011 00' }))
      .toHaveAttribute('href', 'tel:+421233001100');
    await expect.element(page.getByText('Po – Pi 8:00 – 18:00')).toBeVisible();
  });

  it('shows the number a page passes in (home page variant b)', async () => {
    render(
      <RouterHarness locale="cs">
        <PreFooter phone={czWebsite.phoneNumbers.homeVariantB} />
      </RouterHarness>,
    );
    await expect
      .element(page.getByRole('link', { name: '+420 228 880 101' }))
      .toHaveAttribute('href', 'tel:+420228880101');
    await expect.element(page.getByText('Máte otázky? Zavolejte nám')).toBeVisible();
  });
});

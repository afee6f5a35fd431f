import { CONSENT_OPEN_EVENT } from '@shop/contracts/browser';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RouterHarness } from '../stories/withRouter';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows company, address and contacts', async () => {
    render(
      <RouterHarness locale="sk">
        <Footer />
      </RouterHarness>,
    );
    const footer = page.getByRole('contentinfo');
    await expect.element(footer).toHaveTextContent('Nordlys Pharma s.r.o.');
    await expect.element(footer).toHaveTextContent('Mlynské nivy 12');
    await expect.element(footer).toHaveTextContent('821 09 Bratislava');
    await expect.element(footer).toHaveTextContent('IČO: 51 234 567');
    await expect
      .element(page.getByRole('link', { name: '+421 2 330 011 00' }))
      .toHaveAttribute('href', 'tel:+421233001100');
    await expect
      .element(page.getByRole('link', { name: 'info@nordlys.sk' }))
      .toHaveAttribute('href', 'mailto:info@nordlys.sk');
    await expect
      .element(page.getByRole('link', { name: 'www.nordlys.sk' }))
      .toHaveAttribute('href', 'https://www.nordlys.sk');
    await expect.element(page.getByRole('img', { name: 'Visa' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Mastercard' })).toBeVisible();
  });

  it('links the country-specific cookies and reviews pages', async () => {
    render(
      <RouterHarness locale="cs">
        <Footer />
      </RouterHarness>,
    );
    await expect
      .element(page.getByRole('link', { name: 'Cookies a osobní údaje' }))
      .toHaveAttribute('href', '/cookies-osobni-udaje');
    await expect.element(page.getByRole('link', { name: 'Recenze' })).toHaveAttribute('href', '/recenze');
  });

  it.each(['sk', 'cs'] as const)('links the blog, which no other menu leads to (%s)', async (locale) => {
    render(
      <RouterHarness locale={locale}>
        <Footer />
      </RouterHarness>,
    );
    const links = page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true });
    await expect.element(links).toHaveAttribute('href', '/blog');
  });

  it('opens the terms and the delivery and payment panels', async () => {
    render(
      <RouterHarness locale="sk">
        <Footer />
      </RouterHarness>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Obchodné podmienky' }));
    const terms = page.getByRole('dialog', { name: 'Obchodné podmienky' });
    await expect.element(terms).toBeVisible();
    await expect.element(terms).toHaveTextContent('do 14 dní od prevzatia');
    await userEvent.keyboard('{Escape}');
    await expect.element(terms).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Obchodné podmienky' })).toHaveFocus();

    await userEvent.click(page.getByRole('button', { name: 'Doprava a platba' }));
    const delivery = page.getByRole('dialog', { name: 'Doprava a platba' });
    await expect.element(delivery).toHaveTextContent('Platba kartou online');
    await userEvent.click(page.getByRole('button', { name: 'Zavrieť' }));
    await expect.element(delivery).not.toBeInTheDocument();
  });

  it('opens a panel from the keyboard, moves focus into it and back to its button', async () => {
    render(
      <RouterHarness locale="sk">
        <Footer />
      </RouterHarness>,
    );
    const trigger = page.getByRole('button', { name: 'Doprava a platba' });
    await expect.element(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.element().focus();
    await userEvent.keyboard('{Enter}');
    const panel = page.getByRole('dialog', { name: 'Doprava a platba' });
    await expect.element(panel).toBeVisible();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.element(trigger).toHaveAttribute('aria-controls', panel.element().id);
    await expect.poll(() => panel.element().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(panel).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    await expect.element(panel).toBeVisible();
  });

  it('hides a panel whose flag is off', async () => {
    render(
      <RouterHarness locale="cs">
        <Footer />
      </RouterHarness>,
    );
    await expect.element(page.getByRole('button', { name: 'Obchodní podmínky' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Doprava a platba' })).not.toBeInTheDocument();
  });

  it('explains the review labels in the reviews popup', async () => {
    render(
      <RouterHarness locale="cs">
        <Footer />
      </RouterHarness>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Jak fungují recenze' }));
    const popup = page.getByRole('dialog', { name: 'Jak fungují recenze' });
    await expect.element(popup).toBeVisible();
    const headings = popup.getByRole('heading', { level: 3 });
    expect(headings.elements().map((heading) => heading.textContent)).toEqual([
      'Ověřený zákazník',
      'Partner',
      'Neověřený zákazník',
      'Podmínky recenzí',
    ]);
    const links = popup.getByRole('link');
    expect(links.elements().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Více o označení Ověřený zákazník', '/podmienky/reviews'],
      ['Více o označení Partner', '/podmienky/reviews'],
      ['Více o označení Neověřený zákazník', '/podmienky/reviews'],
      ['Celé podmínky zveřejňování recenzí', '/podmienky/reviews'],
    ]);
  });

  it('closes the reviews popup when the shopper follows one of its links', async () => {
    render(
      <RouterHarness locale="sk">
        <Footer />
      </RouterHarness>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Ako fungujú recenzie' }));
    const popup = page.getByRole('dialog', { name: 'Ako fungujú recenzie' });
    await userEvent.click(popup.getByRole('link', { name: 'Viac o označení Partner' }));
    await expect.element(popup).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Ako fungujú recenzie' })).toBeVisible();
  });

  it('links the full terms and conditions from the terms panel', async () => {
    render(
      <RouterHarness locale="sk">
        <Footer />
      </RouterHarness>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Obchodné podmienky' }));
    const terms = page.getByRole('dialog', { name: 'Obchodné podmienky' });
    await expect
      .element(terms.getByRole('link', { name: 'Úplné znenie obchodných podmienok' }))
      .toHaveAttribute('href', '/podmienky/terms');
  });

  it('asks the consent UI to reopen from the cookie settings button', async () => {
    const listener = vi.fn();
    window.addEventListener(CONSENT_OPEN_EVENT, listener);
    try {
      render(
        <RouterHarness locale="sk">
          <Footer />
        </RouterHarness>,
      );
      await userEvent.click(page.getByRole('button', { name: 'Nastavenia cookies' }));
      expect(listener).toHaveBeenCalledTimes(1);
      expect(CONSENT_OPEN_EVENT).toBe('shop:consent-open');
    } finally {
      window.removeEventListener(CONSENT_OPEN_EVENT, listener);
    }
  });
});

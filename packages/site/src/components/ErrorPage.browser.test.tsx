import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { RouterHarness } from '../stories/withRouter';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('apologises for an internal error with the error-page contacts (sk)', async () => {
    render(
      <RouterHarness locale="sk">
        <ErrorPage kind="server-error" path="/objednavka" />
      </RouterHarness>,
    );
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'INTERNÁ CHYBA V SYSTÉME' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('main'))
      .toHaveTextContent(
        'Ospravedlňujeme sa za ťažkosti. Došlo k chybe na našom serveri. Pracujeme na jej odstránení. Prosím skúste to znovu neskôr alebo nás kontaktujte.',
      );
    await expect
      .element(page.getByRole('link', { name: '+421 2 330 011 04' }))
      .toHaveAttribute('href', 'tel:+421233001104');
    await expect.element(page.getByRole('link', { name: 'SPÄŤ K OBJEDNÁVKE' })).toBeVisible();
    await expect.element(page.getByRole('contentinfo')).toBeVisible();
  });

  it('has the Czech title and apology', async () => {
    render(
      <RouterHarness locale="cs">
        <ErrorPage kind="server-error" path="/" />
      </RouterHarness>,
    );
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'INTERNÍ CHYBA V SYSTÉMU' }))
      .toBeVisible();
    await expect.element(page.getByRole('main')).toHaveTextContent('Omlouváme se za potíže.');
    await expect
      .element(page.getByRole('main').getByRole('link', { name: 'info@nordlys.cz' }))
      .toHaveAttribute('href', 'mailto:info@nordlys.cz');
  });
});

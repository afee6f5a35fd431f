import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Disclosure } from './Disclosure';
import { renderWithI18n } from './test/renderWithI18n';

describe('Disclosure', () => {
  it('expands and collapses its panel from the heading button, by mouse and keyboard', async () => {
    renderWithI18n(
      <Disclosure title="Google Analytics" headingLevel={4}>
        Cookie _ga, 2 roky
      </Disclosure>,
    );
    const trigger = page.getByRole('button', { name: 'Google Analytics' });
    await expect.element(page.getByRole('heading', { level: 4, name: 'Google Analytics' })).toBeVisible();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByText('Cookie _ga, 2 roky')).not.toBeVisible();
    await userEvent.click(trigger);
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByText('Cookie _ga, 2 roky')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

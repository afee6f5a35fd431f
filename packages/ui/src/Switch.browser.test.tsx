import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Switch } from './Switch';
import { renderWithI18n } from './test/renderWithI18n';

describe('Switch', () => {
  it('is a labelled switch toggled by click and Space', async () => {
    renderWithI18n(<Switch>Marketingové</Switch>);
    const control = page.getByRole('switch', { name: 'Marketingové' });
    await expect.element(control).not.toBeChecked();
    await userEvent.click(page.getByText('Marketingové'));
    await expect.element(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(control).not.toBeChecked();
  });

  it('stays put while disabled', async () => {
    renderWithI18n(
      <Switch isDisabled isSelected>
        Nezbytné
      </Switch>,
    );
    const control = page.getByRole('switch', { name: 'Nezbytné' });
    await expect.element(control).toBeDisabled();
    await expect.element(control).toBeChecked();
  });
});

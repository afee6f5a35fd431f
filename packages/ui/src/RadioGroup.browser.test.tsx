import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Radio, RadioGroup } from './RadioGroup';
import { renderWithI18n } from './test/renderWithI18n';

function Payment(props: { isInvalid?: boolean }) {
  return (
    <RadioGroup label="Způsob platby" isRequired errorMessage="Vyberte prosím platební metodu" {...props}>
      <Radio value="delivery">Platba po doručení</Radio>
      <Radio value="card">Kartou online</Radio>
      <Radio value="transfer">Bankovním převodem</Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a labelled group whose options follow the arrow keys', async () => {
    renderWithI18n(<Payment />);
    await expect.element(page.getByRole('radiogroup', { name: 'Způsob platby' })).toBeVisible();
    await userEvent.click(page.getByText('Platba po doručení'));
    const first = page.getByRole('radio', { name: 'Platba po doručení' });
    await expect.element(first).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    const second = page.getByRole('radio', { name: 'Kartou online' });
    await expect.element(second).toBeChecked();
    await expect.element(second).toHaveFocus();
  });

  it('shows the error message while invalid', async () => {
    renderWithI18n(<Payment isInvalid />);
    const group = page.getByRole('radiogroup', { name: 'Způsob platby' });
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(group).toHaveAccessibleDescription('Vyberte prosím platební metodu');
  });
});

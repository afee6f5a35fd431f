import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Checkbox } from './Checkbox';
import { renderWithI18n } from './test/renderWithI18n';

describe('Checkbox', () => {
  it('toggles by clicking its label and with Space', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Checkbox onChange={onChange}>Statistické</Checkbox>);
    const box = page.getByRole('checkbox', { name: 'Statistické' });
    await userEvent.click(page.getByText('Statistické'));
    await expect.element(box).toBeChecked();
    await expect.element(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('announces its error message while invalid', async () => {
    renderWithI18n(
      <Checkbox isInvalid errorMessage="Potřebujeme Váš souhlas s obchodními podmínkami">
        Souhlasím s obchodními podmínkami
      </Checkbox>,
    );
    const box = page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' });
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect.element(box).toHaveAccessibleDescription('Potřebujeme Váš souhlas s obchodními podmínkami');
  });

  it('cannot be changed while disabled', async () => {
    renderWithI18n(
      <Checkbox isDisabled defaultSelected>
        Technické
      </Checkbox>,
    );
    const box = page.getByRole('checkbox', { name: 'Technické' });
    await expect.element(box).toBeDisabled();
    await userEvent.click(page.getByText('Technické'), { force: true });
    await expect.element(box).toBeChecked();
  });
});

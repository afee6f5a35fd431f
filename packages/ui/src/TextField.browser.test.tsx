import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { TextField } from './TextField';
import { renderWithI18n } from './test/renderWithI18n';

describe('TextField', () => {
  it('labels the input, passes input attributes through and takes typed text', async () => {
    renderWithI18n(
      <TextField
        label="Email"
        id="email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        description="Na Váš email budeme odpovídat"
      />,
    );
    const input = page.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAttribute('id', 'email');
    await expect.element(input).toHaveAttribute('type', 'email');
    await expect.element(input).toHaveAttribute('inputmode', 'email');
    await expect.element(input).toHaveAttribute('autocomplete', 'email');
    await expect.element(input).toHaveAccessibleDescription('Na Váš email budeme odpovídat');
    await userEvent.click(page.getByText('Email', { exact: true }));
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('jana@nordlys.cz');
    await expect.element(input).toHaveValue('jana@nordlys.cz');
  });

  it('marks a required field with a hidden asterisk and aria-required', async () => {
    renderWithI18n(<TextField label="Firma" isRequired />);
    const input = page.getByRole('textbox', { name: 'Firma' });
    await expect.element(input).toHaveAttribute('aria-required', 'true');
    await expect.element(page.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the error message and marks the input invalid', async () => {
    renderWithI18n(<TextField label="Telefon" isInvalid errorMessage="Vkládejte pouze čísla" />);
    const input = page.getByRole('textbox', { name: 'Telefon' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Vkládejte pouze čísla');
  });

  it('shows no error while valid', async () => {
    renderWithI18n(<TextField label="Jméno" errorMessage="Vyplňte prosím Vaše jméno" />);
    await expect.element(page.getByRole('textbox', { name: 'Jméno' })).not.toHaveAttribute('aria-invalid');
    await expect.element(page.getByText('Vyplňte prosím Vaše jméno')).not.toBeInTheDocument();
  });
});

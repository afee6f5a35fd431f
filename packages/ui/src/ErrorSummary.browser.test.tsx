import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ErrorSummary } from './ErrorSummary';
import { Radio, RadioGroup } from './RadioGroup';
import { TextField } from './TextField';
import { renderWithI18n } from './test/renderWithI18n';

const errors = [
  { fieldId: 'email', message: 'Vyplňte prosím email' },
  { fieldId: 'shipping', message: 'Vyberte prosím způsob doručení' },
];

function Form({ shown, focusOn }: { shown: typeof errors; focusOn?: unknown }) {
  return (
    <>
      <ErrorSummary title="Prosím zkontrolujte správnost údajů." errors={shown} focusOn={focusOn} />
      <TextField id="email" label="Email" isInvalid errorMessage="Vyplňte prosím email" />
      <RadioGroup id="shipping" label="Doprava" isInvalid errorMessage="Vyberte prosím způsob doručení">
        <Radio value="post">Pošta</Radio>
        <Radio value="ppl">PPL</Radio>
      </RadioGroup>
    </>
  );
}

describe('ErrorSummary', () => {
  it('takes focus as an alert named by its title and lists each error as a link', async () => {
    renderWithI18n(<Form shown={errors} />);
    const summary = page.getByRole('alert', { name: 'Prosím zkontrolujte správnost údajů.' });
    await expect.element(summary).toHaveFocus();
    await expect
      .element(summary.getByRole('link', { name: 'Vyplňte prosím email' }))
      .toHaveAttribute('href', '#email');
    await expect.element(summary.getByText('Opravte prosím tato pole:')).toBeVisible();
  });

  it('moves focus to the field of a link, and into a group for a group id', async () => {
    renderWithI18n(<Form shown={errors} />);
    const summary = page.getByRole('alert');
    await userEvent.click(summary.getByRole('link', { name: 'Vyplňte prosím email' }));
    await expect.element(page.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.click(summary.getByRole('link', { name: 'Vyberte prosím způsob doručení' }));
    await expect.element(page.getByRole('radio', { name: 'Pošta' })).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('follows a link from the keyboard', async () => {
    renderWithI18n(<Form shown={errors} />);
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: 'Vyplňte prosím email' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('renders nothing without errors', async () => {
    renderWithI18n(<Form shown={[]} />);
    await expect.element(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(page.getByRole('alert').query()).toBeNull();
  });

  it('with focusOn, follows its errors without taking the focus until focusOn changes', async () => {
    const firstFailure = {};
    const { rerender } = renderWithI18n(<Form shown={errors} focusOn={firstFailure} />);
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveFocus();
    (page.getByRole('textbox', { name: 'Email' }).element() as HTMLElement).focus();

    rerender(<Form shown={errors.slice(1)} focusOn={firstFailure} />);
    await expect.element(summary.getByRole('link', { name: 'Vyplňte prosím email' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'Email' })).toHaveFocus();

    rerender(<Form shown={errors.slice(1)} focusOn={{}} />);
    await expect.element(summary).toHaveFocus();
  });
});

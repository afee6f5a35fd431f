import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { TextArea } from './TextArea';
import { renderWithI18n } from './test/renderWithI18n';

describe('TextArea', () => {
  it('labels a multi-line field, passes name and id through and takes lines of text', async () => {
    const onChange = vi.fn();
    renderWithI18n(
      <TextArea
        id="message"
        name="message"
        label="Zpráva"
        description="Napište nám, s čím pomoci."
        rows={6}
        onChange={onChange}
      />,
    );
    const field = page.getByRole('textbox', { name: 'Zpráva' });
    await expect.element(field).toHaveAttribute('id', 'message');
    await expect.element(field).toHaveAttribute('name', 'message');
    await expect.element(field).toHaveAttribute('rows', '6');
    expect(field.element().tagName).toBe('TEXTAREA');
    await expect.element(field).toHaveAccessibleDescription('Napište nám, s čím pomoci.');
    await userEvent.click(page.getByText('Zpráva', { exact: true }));
    await expect.element(field).toHaveFocus();
    await userEvent.keyboard('Dobrý den,{Enter}mohu Nordlys užívat i v létě?');
    await expect.element(field).toHaveValue('Dobrý den,\nmohu Nordlys užívat i v létě?');
    expect(onChange).toHaveBeenLastCalledWith('Dobrý den,\nmohu Nordlys užívat i v létě?');
  });

  it('marks a required field with a hidden asterisk and aria-required', async () => {
    renderWithI18n(<TextArea label="Správa" isRequired />, 'sk');
    await expect
      .element(page.getByRole('textbox', { name: 'Správa' }))
      .toHaveAttribute('aria-required', 'true');
    await expect.element(page.getByText('*')).toHaveAttribute('title', 'povinné pole');
  });

  it('shows the error message and marks the field invalid', async () => {
    renderWithI18n(<TextArea label="Zpráva" isInvalid errorMessage="Zapomněli jste to nejdůležitější :)" />);
    const field = page.getByRole('textbox', { name: 'Zpráva' });
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription('Zapomněli jste to nejdůležitější :)');
  });

  it('shows no error while valid', async () => {
    renderWithI18n(<TextArea label="Zpráva" errorMessage="Zapomněli jste to nejdůležitější :)" />);
    await expect.element(page.getByRole('textbox', { name: 'Zpráva' })).not.toHaveAttribute('aria-invalid');
    await expect.element(page.getByText('Zapomněli jste to nejdůležitější :)')).not.toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Select } from './Select';
import { renderWithI18n } from './test/renderWithI18n';

const topics = [
  { id: 'loyalty', label: 'Informace o věrnostním programu' },
  { id: 'product', label: 'Informace o produktu' },
  { id: 'other', label: 'Jiné' },
];

describe('Select', () => {
  it('opens its list from the labelled button and reports the chosen id', async () => {
    const onChange = vi.fn();
    renderWithI18n(
      <Select
        id="topic"
        label="Čeho se Váš dotaz týká"
        placeholder="Vyberte téma"
        options={topics}
        onChange={onChange}
      />,
    );
    const button = page.getByRole('button', { name: /Čeho se Váš dotaz týká/ });
    await expect.element(button).toHaveAttribute('id', 'topic');
    await expect.element(button).toHaveTextContent('Vyberte téma');
    await userEvent.click(button);
    const list = page.getByRole('listbox');
    expect(
      list
        .getByRole('option')
        .elements()
        .map((option) => option.textContent),
    ).toEqual(topics.map((topic) => topic.label));
    await userEvent.click(list.getByRole('option', { name: 'Informace o produktu' }));
    expect(onChange).toHaveBeenCalledWith('product');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(button).toHaveTextContent('Informace o produktu');
    await expect.element(button).toHaveFocus();
  });

  it('is chosen from with the keyboard', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Select label="Čoho sa Vaša otázka týka" options={topics} onChange={onChange} />, 'sk');
    await userEvent.tab();
    const button = page.getByRole('button', { name: /Čoho sa Vaša otázka týka/ });
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('option', { name: 'Informace o věrnostním programu' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('product');
    await expect.element(button).toHaveTextContent('Informace o produktu');
  });

  it('marks a required field with a hidden asterisk', async () => {
    renderWithI18n(<Select label="Téma" options={topics} isRequired />);
    await expect.element(page.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect.element(page.getByText('*')).toHaveAttribute('title', 'povinné pole');
  });

  it('describes the button with the description and, while invalid, the error message', async () => {
    renderWithI18n(
      <Select
        label="Téma"
        options={topics}
        description="Dotaz předáme správnému kolegovi."
        isInvalid
        errorMessage="Abychom zpracovali Váš dotaz rychleji, potřebujeme znát, čeho se týká."
      />,
    );
    const button = page.getByRole('button', { name: /Téma/ });
    await expect
      .element(button)
      .toHaveAccessibleDescription(
        'Dotaz předáme správnému kolegovi. Abychom zpracovali Váš dotaz rychleji, potřebujeme znát, čeho se týká.',
      );
  });

  it('shows no error while valid', async () => {
    renderWithI18n(<Select label="Téma" options={topics} errorMessage="Vyberte téma" />);
    await expect.element(page.getByRole('button', { name: /Téma/ })).toBeVisible();
    await expect.element(page.getByText('Vyberte téma')).not.toBeInTheDocument();
  });
});

import type { ContactMessageInput } from '@shop/contracts';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RouterHarness } from '../stories/withRouter';
import { ContactForm, type ContactFormProps } from './ContactForm';
import type { ContactOutcome } from './contactOutcome';

function renderForm(locale: 'sk' | 'cs', send: ContactFormProps['send']) {
  render(
    <RouterHarness locale={locale}>
      <ContactForm send={send} />
    </RouterHarness>,
  );
}

const never = () => new Promise<ContactOutcome>(() => {});

async function fillCzech() {
  await userEvent.click(page.getByRole('button', { name: /Čeho se Váš dotaz týká/ }));
  await userEvent.click(page.getByRole('option', { name: 'Informace o produktu' }));
  await userEvent.fill(page.getByRole('textbox', { name: 'Jméno a příjmení' }), 'Jana Nováková');
  await userEvent.fill(page.getByRole('textbox', { name: 'Telefon' }), '777 123 456');
  await userEvent.fill(page.getByRole('textbox', { name: 'E-mail' }), 'jana@example.cz');
  await userEvent.fill(page.getByRole('textbox', { name: 'Zpráva' }), 'Mohu Nordlys užívat i v létě?');
}

describe('ContactForm', () => {
  it('lists the SPEC messages of an empty form in a summary that takes focus', async () => {
    renderForm('cs', vi.fn(never));
    await userEvent.click(page.getByRole('button', { name: 'Odeslat zprávu' }));
    const summary = page.getByRole('alert').filter({ hasText: 'Prosím zkontrolujte správnost údajů.' });
    await expect.element(summary).toHaveFocus();
    for (const message of [
      'Abychom zpracovali Váš dotaz rychleji, potřebujeme znát, čeho se týká.',
      'Vyplňte prosím Vaše jméno',
      'Na Váš email budeme odpovídat',
      'Zapomněli jste to nejdůležitější :)',
    ]) {
      await expect.element(summary.getByRole('link', { name: message })).toBeVisible();
    }
    await expect
      .element(page.getByRole('textbox', { name: 'Jméno a příjmení' }))
      .toHaveAccessibleDescription('Vyplňte prosím Vaše jméno');
    await userEvent.click(summary.getByRole('link', { name: 'Vyplňte prosím Vaše jméno' }));
    await expect.element(page.getByRole('textbox', { name: 'Jméno a příjmení' })).toHaveFocus();
  });

  it('checks a field when it is left and keeps what was typed', async () => {
    renderForm('sk', vi.fn(never));
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await userEvent.fill(email, 'jana@');
    await userEvent.tab();
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email).toHaveAccessibleDescription('Toto nevyzerá ako platný e-mail');
    await expect.element(email).toHaveValue('jana@');
    const phone = page.getByRole('textbox', { name: 'Telefón' });
    await userEvent.fill(phone, '0905-123');
    await userEvent.tab();
    await expect.element(phone).toHaveAccessibleDescription(/Telefón je zrejme v nesprávnom formáte/);
    await userEvent.fill(email, 'jana@example.sk');
    await expect.element(email).not.toHaveAttribute('aria-invalid');
  });

  it('asks an existing customer for the customer number', async () => {
    renderForm('sk', vi.fn(never));
    await expect.element(page.getByRole('textbox', { name: 'Zákaznícke číslo' })).not.toBeInTheDocument();
    await userEvent.click(page.getByText('Existujúci zákazník'));
    const number = page.getByRole('textbox', { name: 'Zákaznícke číslo' });
    await expect.element(number).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Odoslať správu' }));
    await expect
      .element(page.getByRole('link', { name: 'Vyplňte, prosím, Vaše zákaznícke číslo' }))
      .toBeVisible();
  });

  it('sends the message, announces success and empties the form', async () => {
    const send = vi.fn(
      async (_payload: ContactMessageInput): Promise<ContactOutcome> => ({ kind: 'sent', id: '7' }),
    );
    renderForm('cs', send);
    await fillCzech();
    await userEvent.click(page.getByRole('button', { name: 'Odeslat zprávu' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('Vaše zpráva byla úspěšně odeslána.');
    expect(send).toHaveBeenCalledWith({
      customerType: 'new',
      questionType: 'product',
      name: 'Jana Nováková',
      phone: '+420777123456',
      email: 'jana@example.cz',
      message: 'Mohu Nordlys užívat i v létě?',
      gdprConsent: true,
    });
    await expect.element(page.getByRole('textbox', { name: 'Jméno a příjmení' })).toHaveValue('');
    await expect.element(page.getByRole('textbox', { name: 'Zpráva' })).toHaveValue('');
  });

  it('is disabled while the message is on its way', async () => {
    renderForm('cs', vi.fn(never));
    await fillCzech();
    await userEvent.click(page.getByRole('button', { name: 'Odeslat zprávu' }));
    await expect
      .element(page.getByRole('button', { name: /Odesílám/ }))
      .toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the API field errors at their fields and asks to check the data', async () => {
    renderForm(
      'cs',
      vi.fn(async () => ({ kind: 'rejected' as const, errors: { email: 'email-invalid' as const } })),
    );
    await fillCzech();
    await userEvent.click(page.getByRole('button', { name: 'Odeslat zprávu' }));
    const summary = page.getByRole('alert').filter({ hasText: 'Zkontrolujte prosím zadané údaje.' });
    await expect.element(summary).toHaveFocus();
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await expect.element(email).toHaveAccessibleDescription('Toto nevypadá jako platný email');
    await expect.element(email).toHaveValue('jana@example.cz');
    await expect
      .element(page.getByRole('textbox', { name: 'Zpráva' }))
      .toHaveValue('Mohu Nordlys užívat i v létě?');
  });

  it('tells to contact support by email on any other failure and keeps the text', async () => {
    renderForm(
      'sk',
      vi.fn(async () => ({ kind: 'failed' as const })),
    );
    await userEvent.click(page.getByRole('button', { name: /Čoho sa Vaša otázka týka/ }));
    await userEvent.click(page.getByRole('option', { name: 'Iné' }));
    await userEvent.fill(page.getByRole('textbox', { name: 'Meno a priezvisko' }), 'Eva');
    await userEvent.fill(page.getByRole('textbox', { name: 'E-mail' }), 'eva@example.sk');
    await userEvent.fill(page.getByRole('textbox', { name: 'Správa' }), 'Ahoj');
    await userEvent.click(page.getByRole('button', { name: 'Odoslať správu' }));
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveFocus();
    await expect.element(alert).toHaveTextContent('Kontaktujte, prosím, našu zákaznícku podporu.');
    await expect
      .element(alert.getByRole('link', { name: 'info@nordlys.sk' }))
      .toHaveAttribute('href', 'mailto:info@nordlys.sk');
    await expect.element(page.getByRole('textbox', { name: 'Správa' })).toHaveValue('Ahoj');
  });

  it('links the GDPR notice to the personal data page and hides the honeypot', async () => {
    renderForm('sk', vi.fn(never));
    await expect
      .element(page.getByRole('link', { name: 'informáciách o spracúvaní osobných údajov' }))
      .toHaveAttribute('href', '/osobne-udaje');
    await expect.element(page.getByText('Po–Pi 8:00–18:00')).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Toto pole nevypĺňajte' }))
      .not.toBeInTheDocument();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.autocomplete).toBe('off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

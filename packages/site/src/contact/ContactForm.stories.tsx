import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../stories/withRouter';
import { ContactForm } from './ContactForm';
import type { ContactOutcome } from './contactOutcome';
import type { ContactValues } from './contactRules';
import './Contact.css';

const pending = () => new Promise<ContactOutcome>(() => {});
const sent = async (): Promise<ContactOutcome> => ({ kind: 'sent', id: '1024' });
const rejected = async (): Promise<ContactOutcome> => ({
  kind: 'rejected',
  errors: { email: 'email-invalid', phone: 'phone-format' },
});
const failed = async (): Promise<ContactOutcome> => ({ kind: 'failed' });

const slovak: Partial<ContactValues> = {
  customerType: 'existing',
  customerNumber: 'SK-20931',
  questionType: 'shipping-change',
  name: 'Jana Kováčová',
  phone: '0905 123 456',
  email: 'jana.kovacova@example.sk',
  message: 'Dobrý deň, od budúceho mesiaca sa sťahujem. Môžete mi balíčky posielať na novú adresu?',
};

const czech: Partial<ContactValues> = {
  customerType: 'new',
  questionType: 'product',
  name: 'Petr Dvořák',
  phone: '+420 777 123 456',
  email: 'petr.dvorak@example.cz',
  message: 'Dobrý den, mohu Nordlys užívat i v létě, když jsem hodně na slunci?',
};

const meta = {
  title: 'Site/Contact/ContactForm',
  component: ContactForm,
  decorators: [withRouter],
  parameters: { layout: 'padded' },
  args: { send: fn(pending) },
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <ContactForm {...args} />
    </div>
  ),
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
}

/**
 * Sends with Enter in the e-mail field, as many people do. A pressed button that turns pending
 * while focused makes react-aria announce it through a shared live region, which outlives the
 * story and would be judged (with its labels gone) by the next story's accessibility check.
 */
async function submitWithEnter(canvasElement: HTMLElement) {
  await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'E-mail' }), '{Enter}');
}

export const EmptySlovak: Story = {
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Nový zákazník' })).toBeChecked();
    await expect(canvas.getByText('Po–Pi 8:00–18:00')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'informáciách o spracúvaní osobných údajov' }),
    ).toHaveAttribute('href', '/osobne-udaje');
  },
};

export const EmptyCzech: Story = {
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Po–Pá 8:00–18:00')).toBeVisible();
  },
};

export const FilledSlovak: Story = {
  globals: { locale: 'sk' },
  args: { initialValues: slovak },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Zákaznícke číslo' })).toHaveValue(
      'SK-20931',
    );
  },
};

export const FilledCzech: Story = {
  globals: { locale: 'cs' },
  args: { initialValues: czech },
};

export const FieldErrorsSlovak: Story = {
  globals: { locale: 'sk' },
  args: { initialValues: { customerType: 'existing', email: 'jana@' } },
  play: async ({ args, canvasElement }) => {
    await submit(canvasElement, 'Odoslať správu');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Toto nevyzerá ako platný e-mail' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vyplňte, prosím, Vaše zákaznícke číslo' })).toBeVisible();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

export const FieldErrorsCzech: Story = {
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'Odeslat zprávu');
    await expect(
      within(canvasElement).getByRole('link', { name: 'Vyplňte prosím Vaše jméno' }),
    ).toBeVisible();
  },
};

export const SendingSlovak: Story = {
  globals: { locale: 'sk' },
  args: { initialValues: slovak },
  play: async ({ args, canvasElement }) => {
    await submitWithEnter(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: /Odosiela sa/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(args.send).toHaveBeenCalledOnce();
  },
};

export const SendingCzech: Story = {
  globals: { locale: 'cs' },
  args: { initialValues: czech },
  play: async ({ canvasElement }) => {
    await submitWithEnter(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: /Odesílám/ })).toBeVisible();
  },
};

export const SuccessSlovak: Story = {
  globals: { locale: 'sk' },
  args: { initialValues: slovak, send: fn(sent) },
  play: async ({ canvasElement }) => {
    await submitWithEnter(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Vaša správa bola úspešne odoslaná.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Meno a priezvisko' })).toHaveValue('');
  },
};

export const SuccessCzech: Story = {
  globals: { locale: 'cs' },
  args: { initialValues: czech, send: fn(sent) },
  play: async ({ canvasElement }) => {
    await submitWithEnter(canvasElement);
    await expect(await within(canvasElement).findByText('Vaše zpráva byla úspěšně odeslána.')).toBeVisible();
  },
};

export const SendErrorSlovak: Story = {
  globals: { locale: 'sk' },
  args: { initialValues: slovak, send: fn(rejected) },
  play: async ({ canvasElement }) => {
    await submitWithEnter(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Správu sa nepodarilo odoslať. Skontrolujte, prosím, zadané údaje.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('jana.kovacova@example.sk');
  },
};

export const SendErrorCzech: Story = {
  globals: { locale: 'cs' },
  args: { initialValues: czech, send: fn(rejected) },
  play: async ({ canvasElement }) => {
    await submitWithEnter(canvasElement);
    await expect(
      await within(canvasElement).findByText(
        'Zprávu se nepodařilo odeslat. Zkontrolujte prosím zadané údaje.',
      ),
    ).toBeVisible();
  },
};

export const UnknownErrorSlovak: Story = {
  globals: { locale: 'sk' },
  args: { initialValues: slovak, send: fn(failed) },
  play: async ({ canvasElement }) => {
    await submitWithEnter(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'info@nordlys.sk' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Správa' })).toHaveValue(slovak.message);
  },
};

export const UnknownErrorCzech: Story = {
  globals: { locale: 'cs' },
  args: { initialValues: czech, send: fn(failed) },
  play: async ({ canvasElement }) => {
    await submitWithEnter(canvasElement);
    await expect(
      await within(canvasElement).findByText(
        'Došlo k neznámé chybě. Kontaktujte prosím naši zákaznickou podporu.',
      ),
    ).toBeVisible();
  },
};

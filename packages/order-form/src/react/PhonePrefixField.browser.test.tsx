import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { OrderSubmitHandler } from '../core/orderFormController';
import { czechDelivery, slovakContext, slovakDelivery, slovakOffer } from '../core/test/orderFixtures';
import { acceptedOrder, renderOrderForm } from './test/renderOrderForm';

afterEach(() => {
  cleanup();
});

const slovak = { context: slovakContext, offer: slovakOffer, locale: 'sk' as const };
const prefixGroup = (name: string) => page.getByRole('radiogroup', { name });
const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });

function focus(element: Element) {
  (element as HTMLElement).focus();
}

describe('phone prefix', () => {
  it("starts on the site's prefix, listed first", async () => {
    await renderOrderForm(slovak);
    const radios = prefixGroup('Predvoľba').getByRole('radio');
    await expect.element(radios.first()).toHaveAccessibleName('+421 Slovensko');
    await expect.element(radios.first()).toBeChecked();
    await expect.element(radios.last()).toHaveAccessibleName('+420 Česko');
    await expect
      .element(textbox('Telefónne číslo'))
      .toHaveAccessibleDescription('Zadajte 9 číslic bez predvoľby.');
  });

  it('lets a Slovak-site shopper with a Czech number choose +420 by keyboard and sends it with the number', async () => {
    const submit = vi.fn<OrderSubmitHandler>(async () => acceptedOrder);
    const { phone: _phone, ...withoutPhone } = slovakDelivery;
    await renderOrderForm({
      ...slovak,
      submit,
      initialValues: { ...withoutPhone, shippingMethod: 'post-address', paymentMethod: 'card' },
    });
    focus(textbox('PSČ').element());
    // The first focus in the form loads the group's react-aria code, which then replaces the
    // browser's own radios (PhonePrefixChoice's tests cover that swap). The keys below go to the
    // loaded group (its options carry react-aria's `data-rac`): a swap between two of them would
    // make the test depend on when the code arrives.
    await expect
      .poll(() =>
        page
          .getByRole('radio', { name: '+421 Slovensko' })
          .element()
          .closest('label')
          ?.hasAttribute('data-rac'),
      )
      .toBe(true);
    await userEvent.tab();
    await expect.element(page.getByRole('radio', { name: '+421 Slovensko' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('radio', { name: '+420 Česko' })).toBeChecked();
    await userEvent.tab();
    await expect.element(textbox('Telefónne číslo')).toHaveFocus();
    await userEvent.keyboard('601 123 456{Enter}');

    await expect.element(page.getByRole('heading', { name: 'Doprava a platba', level: 2 })).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: 'Pokračovať na zhrnutie' }));
    await expect.element(page.getByText('+420 601 123 456')).toBeVisible();
    focus(page.getByRole('checkbox', { name: 'Súhlasím s obchodnými podmienkami' }).element());
    await userEvent.keyboard(' ');
    await userEvent.click(page.getByRole('button', { name: 'Odoslať objednávku' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ phonePrefix: '+420', phone: '+420601123456' });
  });

  it('checks the number again with a new prefix', async () => {
    await renderOrderForm();
    focus(textbox('Telefonní číslo').element());
    // The domestic leading 0 is Slovak: with +420 it is one digit too many.
    await userEvent.keyboard('0901 123 456');
    await userEvent.tab();
    await expect
      .element(textbox('Telefonní číslo'))
      .toHaveAccessibleDescription(/Telefonní číslo musí mít 9 číslic/);
    focus(page.getByRole('radio', { name: '+420 Česko' }).element());
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('radio', { name: '+421 Slovensko' })).toBeChecked();
    await expect.element(textbox('Telefonní číslo')).not.toHaveAttribute('aria-invalid');
  });

  it("restores a returning customer's prefix of the other country", async () => {
    await renderOrderForm({ ...slovak, prefilledCustomer: { ...czechDelivery, phonePrefix: '+420' } });
    await expect.element(page.getByText('+420 601 123 456')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Upraviť údaje' }));
    await expect.element(page.getByRole('radio', { name: '+420 Česko' })).toBeChecked();
    await expect.element(textbox('Telefónne číslo')).toHaveValue('601 123 456');
  });
});

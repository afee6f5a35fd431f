import { cleanup } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { slovakContext, slovakOffer } from '../core/test/orderFixtures';
import { phonePrefixField } from './lazySteps';
import { PhonePrefixField, type PhonePrefixFieldProps } from './PhonePrefixField';
import { renderOrderForm } from './test/renderOrderForm';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const radio = (name: string) => page.getByRole('radio', { name });
const optionOf = (name: string) => radio(name).element().closest('label');

// One file, one load: the group's code arrives once per page, so the order of these tests matters.
describe('phone prefix before and after its code has arrived', () => {
  it('starts as the browser’s own radios, then hands a click’s choice and the focus to the react-aria group', async () => {
    await renderOrderForm({ context: slovakContext, offer: slovakOffer, locale: 'sk' });
    await expect.element(radio('+421 Slovensko')).toBeChecked();
    expect(optionOf('+421 Slovensko')?.classList.contains('shop-Radio--native')).toBe(true);
    expect(optionOf('+421 Slovensko')?.hasAttribute('data-rac')).toBe(false);

    // The click on the option focuses its radio, the form's first use: the group's code loads.
    await userEvent.click(page.getByText('+420 Česko'));
    await expect.poll(() => optionOf('+420 Česko')?.hasAttribute('data-rac')).toBe(true);
    await expect.element(radio('+420 Česko')).toBeChecked();
    await expect.element(radio('+420 Česko')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(radio('+421 Slovensko')).toBeChecked();
  });

  it('renders the react-aria group at once in a form opened after the code has arrived', async () => {
    await renderOrderForm({ context: slovakContext, offer: slovakOffer, locale: 'sk' });
    expect(optionOf('+421 Slovensko')?.hasAttribute('data-rac')).toBe(true);
    await expect.element(radio('+421 Slovensko')).toBeChecked();
  });

  it('keeps the focus of a radio tabbed onto after the code arrived and before the group is rendered', async () => {
    // The group's code arrives when the test says so, as if for the first time.
    let deliver: (component: ComponentType<PhonePrefixFieldProps>) => void = () => {};
    const arrival = new Promise<ComponentType<PhonePrefixFieldProps>>((resolve) => {
      deliver = resolve;
    });
    vi.spyOn(phonePrefixField, 'peek').mockReturnValue(null);
    vi.spyOn(phonePrefixField, 'loaded').mockReturnValue(arrival);
    await renderOrderForm({ context: slovakContext, offer: slovakOffer, locale: 'sk' });
    await userEvent.click(page.getByRole('textbox', { name: 'Telefónne číslo' }));

    deliver(PhonePrefixField);
    await arrival;
    // The form has taken the code but React renders the swap in a later task: the shopper tabs
    // onto a radio of the browser's group in between.
    expect(optionOf('+420 Česko')?.hasAttribute('data-rac')).toBe(false);
    radio('+420 Česko').element().focus();

    await expect.poll(() => optionOf('+420 Česko')?.hasAttribute('data-rac')).toBe(true);
    await expect.element(radio('+420 Česko')).toHaveFocus();
  });
});

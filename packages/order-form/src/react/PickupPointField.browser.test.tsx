import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CarrierWidget, ScriptLoader } from '../core/carrierWidget';
import type { OrderSubmitHandler } from '../core/orderFormController';
import type { PickupPoint } from '../core/pickupPoint';
import { czechDelivery, pragueParcelBox } from '../core/test/orderFixtures';
import { acceptedOrder, renderOrderForm } from './test/renderOrderForm';

afterEach(() => {
  cleanup();
});

const onPplPickup = { ...czechDelivery, shippingMethod: 'ppl-pickup', paymentMethod: 'card' };
const searchBox = () => page.getByRole('searchbox', { name: 'Hledat výdejní místo' });

describe('pickup point picker', () => {
  it('searches once per pause in typing and lists name, kind, address and hours', async () => {
    const { searchPickupPoints } = await renderOrderForm({
      initialValues: onPplPickup,
      initialStep: 'shippingPayment',
    });
    await userEvent.click(searchBox());
    await userEvent.keyboard('Praha');
    const list = page.getByRole('listbox', { name: 'Nalezená výdejní místa' });
    await expect.element(list).toBeVisible();
    expect(searchPickupPoints).toHaveBeenCalledTimes(1);
    expect(searchPickupPoints).toHaveBeenCalledWith('ppl', 'Praha');
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Nalezena 2 výdejní místa.' }))
      .toBeVisible();
    const shop = list.getByRole('option', { name: /Papírnictví U Muzea/ });
    await expect.element(shop).toHaveTextContent('PPL ParcelShop');
    await expect.element(shop).toHaveTextContent('Vinohradská 12, 120 00 Praha 2');
    await expect.element(shop).toHaveTextContent('Otevírací doba: Po–Pá 8:00–18:00, So 9:00–12:00');
    await expect
      .element(list.getByRole('option', { name: /ParcelBox Albert Flora/ }))
      .toHaveTextContent('PPL ParcelBox');
  });

  it('is chosen with the keyboard, shown with a change button and sent with the order', async () => {
    const submit = vi.fn<OrderSubmitHandler>(async () => acceptedOrder);
    await renderOrderForm({ initialValues: onPplPickup, initialStep: 'shippingPayment', submit });
    await userEvent.click(searchBox());
    await userEvent.keyboard('Praha');
    await expect.element(page.getByRole('option', { name: /ParcelBox Albert Flora/ })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const change = page.getByRole('button', { name: 'Změnit výdejní místo' });
    await expect.element(change).toHaveFocus();
    await expect.element(page.getByText('Vinohradská 151, 130 00 Praha 3')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Pokračovat ke shrnutí' }));
    await expect
      .element(page.getByRole('region', { name: 'Doprava a platba' }))
      .toHaveTextContent('ParcelBox Albert Flora, Vinohradská 151, 130 00 Praha 3');
    // The box itself is visually hidden under its label, so it is ticked from the keyboard.
    (
      page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }).element() as HTMLElement
    ).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(page.getByRole('button', { name: 'Odeslat objednávku' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      shippingMethod: 'ppl-pickup',
      pickupPointId: 'CZ-PPL-2002',
    });
  });

  it('lets the customer change the point: the search comes back focused', async () => {
    await renderOrderForm({ initialValues: onPplPickup, initialStep: 'shippingPayment' });
    await userEvent.click(searchBox());
    await userEvent.keyboard('Praha 2');
    await userEvent.click(page.getByRole('option', { name: /Papírnictví U Muzea/ }));
    await userEvent.click(page.getByRole('button', { name: 'Změnit výdejní místo' }));
    await expect.element(searchBox()).toHaveFocus();
  });

  it('says when nothing matches and when the search fails', async () => {
    let fail = false;
    await renderOrderForm({
      initialValues: onPplPickup,
      initialStep: 'shippingPayment',
      searchPickupPoints: async () => (fail ? { ok: false } : { ok: true, points: [] }),
    });
    await userEvent.click(searchBox());
    await userEvent.keyboard('Ostrava');
    await expect
      .element(
        page.getByRole('status').filter({ hasText: 'Pro „Ostrava“ jsme nenašli žádné výdejní místo.' }),
      )
      .toBeVisible();
    expect(page.getByRole('listbox').query()).toBeNull();
    fail = true;
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByText('Výdejní místa se nepodařilo načíst. Zkuste to prosím znovu.'))
      .toBeVisible();
  });

  it('asks for a point on continue and links the message to the search', async () => {
    await renderOrderForm({ initialValues: onPplPickup, initialStep: 'shippingPayment' });
    await expect.element(searchBox()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Pokračovat ke shrnutí' }));
    const link = page.getByRole('link', { name: 'Vyberte prosím výdejní místo' });
    await expect.element(link).toBeVisible();
    await expect.element(searchBox()).toHaveAccessibleDescription(/Vyberte prosím výdejní místo/);
    await userEvent.click(link);
    await expect.element(searchBox()).toHaveFocus();
  });
});

/** A carrier widget over the page's loader, recording what the form asks of it. */
function fakeWidget() {
  let listener: ((point: PickupPoint) => void) | null = null;
  const open = vi.fn();
  const create = (loadScript: ScriptLoader): CarrierWidget => ({
    load: (key) => loadScript(`https://widget.carrier.test/map.js?key=${key}`),
    open,
    onSelect(next) {
      listener = next;
      return () => {
        listener = null;
      };
    },
  });
  return { create, open, pick: (point: PickupPoint) => listener?.(point) };
}

describe('carrier widget', () => {
  it('opens the carrier widget near the customer when a key is configured and takes its choice', async () => {
    const widget = fakeWidget();
    const loadScript = vi.fn<ScriptLoader>(async () => {});
    await renderOrderForm({
      initialValues: onPplPickup,
      initialStep: 'shippingPayment',
      pickupWidgets: { ppl: { key: 'site-key', create: widget.create } },
      loadScript,
    });
    await userEvent.click(page.getByRole('button', { name: 'Vybrat na mapě dopravce' }));
    await vi.waitFor(() =>
      expect(widget.open).toHaveBeenCalledWith({ country: 'cz', language: 'cs', near: '100 00' }),
    );
    expect(loadScript).toHaveBeenCalledWith('https://widget.carrier.test/map.js?key=site-key');
    expect(searchBox().query()).toBeNull();

    widget.pick(pragueParcelBox);
    await expect.element(page.getByRole('button', { name: 'Změnit výdejní místo' })).toHaveFocus();
    await expect.element(page.getByText('ParcelBox Albert Flora')).toBeVisible();
  });

  it('reports a failed load as the PPL widget toast and falls back to the built-in picker', async () => {
    const onNotify = vi.fn();
    await renderOrderForm({
      initialValues: onPplPickup,
      initialStep: 'shippingPayment',
      pickupWidgets: { ppl: { key: 'site-key', create: fakeWidget().create } },
      loadScript: async (src) => {
        throw new Error(`Failed to load script: ${src}`);
      },
      onNotify,
    });
    await userEvent.click(page.getByRole('button', { name: 'Vybrat na mapě dopravce' }));
    await expect.element(searchBox()).toHaveFocus();
    expect(onNotify).toHaveBeenCalledWith({
      type: 'error',
      message:
        'Mapu výdejních míst PPL se nepodařilo načíst. Obnovte prosím stránku nebo kontaktujte zákaznickou podporu.',
    });
    expect(page.getByRole('alert').query()).toBeNull();
  });

  it('uses the built-in picker, loading nothing, for a carrier without a key', async () => {
    const loadScript = vi.fn<ScriptLoader>(async () => {});
    await renderOrderForm({
      initialValues: onPplPickup,
      initialStep: 'shippingPayment',
      pickupWidgets: {
        ppl: { key: '', create: fakeWidget().create },
        packeta: { key: 'k', create: fakeWidget().create },
      },
      loadScript,
    });
    await expect.element(searchBox()).toBeVisible();
    expect(page.getByRole('button', { name: 'Vybrat na mapě dopravce' }).query()).toBeNull();
    expect(loadScript).not.toHaveBeenCalled();
  });
});

import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from './Button';
import { ToastProvider, useToasts } from './ToastProvider';
import { ToastRegion } from './ToastRegion';
import { renderWithI18n } from './test/renderWithI18n';
import { createToastStore, type ToastStore } from './toastStore';

let store: ToastStore;

function renderRegion(locale: 'cs' | 'sk' = 'cs') {
  store = createToastStore();
  renderWithI18n(
    <ToastProvider store={store}>
      <ToastRegion />
    </ToastProvider>,
    locale,
  );
}

afterEach(() => {
  store.clear();
});

describe('ToastRegion', () => {
  it('shows a toast in a labelled region, named by its title, with the message as an alert', async () => {
    renderRegion();
    store.add({ type: 'success', title: 'Uloženo', message: 'Nastavení cookies uloženo.' });
    await expect.element(page.getByRole('region', { name: 'Oznámení' })).toBeVisible();
    await expect.element(page.getByRole('alertdialog', { name: 'Uloženo' })).toBeVisible();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Nastavení cookies uloženo.');
  });

  it('names a toast without a title by its type', async () => {
    renderRegion('sk');
    store.add({ type: 'warning', message: 'Pozor' });
    await expect.element(page.getByRole('alertdialog', { name: 'Upozornenie' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Oznámenia' })).toBeVisible();
  });

  it('takes its texts as a prop, on a page without the shop’s catalogs', async () => {
    store = createToastStore();
    render(
      <ToastProvider store={store}>
        <ToastRegion
          texts={{
            regionLabel: 'Powiadomienia',
            dismiss: 'Zamknij powiadomienie',
            types: { success: 'Gotowe', error: 'Błąd', warning: 'Uwaga', info: 'Informacja' },
          }}
        />
      </ToastProvider>,
    );
    store.add({ type: 'success', message: 'Zapisano.' });
    await expect.element(page.getByRole('region', { name: 'Powiadomienia' })).toBeVisible();
    await expect.element(page.getByRole('alertdialog', { name: 'Gotowe' })).toHaveTextContent('Zapisano.');
    await userEvent.click(page.getByRole('button', { name: 'Zamknij powiadomienie' }));
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('styles the toast by its type', async () => {
    renderRegion();
    store.add({ type: 'error', title: 'Chyba', message: 'Server' });
    await expect.element(page.getByRole('alertdialog', { name: 'Chyba' })).toHaveClass('shop-Toast--error');
  });

  it('sanitises the message HTML, keeping inline tags and links', async () => {
    renderRegion();
    store.add({
      type: 'info',
      title: 'Info',
      message:
        '<strong>Tučně</strong> <a href="/kontakt">kontakt</a><img src="x" onerror="window.__hacked=1"><script>window.__hacked=1</script><a href="javascript:alert(1)">zlý</a>',
    });
    const toast = page.getByRole('alertdialog', { name: 'Info' });
    await expect.element(toast.getByRole('link', { name: 'kontakt' })).toHaveAttribute('href', '/kontakt');
    await expect.element(toast.getByText('Tučně')).toBeVisible();
    const message = toast.getByRole('alert').element();
    expect(message.querySelector('img, script')).toBeNull();
    expect(message.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  });

  it('dismisses a toast on a click anywhere on it', async () => {
    renderRegion();
    store.add({ type: 'error', title: 'První', message: 'a' });
    store.add({ type: 'error', title: 'Druhý', message: 'b' });
    await userEvent.click(page.getByRole('alertdialog', { name: 'První' }));
    await expect.element(page.getByRole('alertdialog', { name: 'První' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('alertdialog', { name: 'Druhý' })).toBeVisible();
    expect(store.getSnapshot().map((toast) => toast.title)).toEqual(['Druhý']);
  });

  it('dismisses a toast with its close button from the keyboard', async () => {
    renderRegion();
    store.add({ type: 'error', title: 'Chyba', message: 'Zkuste to znovu.' });
    const close = page.getByRole('button', { name: 'Zavřít oznámení' });
    await expect.element(close).toBeVisible();
    (close.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('shows at most five toasts, dropping the oldest', async () => {
    renderRegion();
    for (const n of [1, 2, 3, 4, 5, 6]) store.add({ type: 'error', title: `T${n}`, message: `m${n}` });
    await expect.element(page.getByRole('alertdialog', { name: 'T6' })).toBeVisible();
    expect(page.getByRole('alertdialog').all()).toHaveLength(5);
    await expect.element(page.getByRole('alertdialog', { name: 'T1' })).not.toBeInTheDocument();
  });

  it('is anchored bottom right in a 300 px wide area', async () => {
    renderRegion();
    store.add({ type: 'info', title: 'Pozice', message: 'x' });
    const region = page.getByRole('region', { name: 'Oznámení' });
    await expect.element(region).toBeVisible();
    const box = region.element().getBoundingClientRect();
    expect(box.width).toBe(300);
    expect(Math.round(window.innerWidth - box.right)).toBe(16);
    expect(Math.round(window.innerHeight - box.bottom)).toBe(16);
  });
});

function SaveButton() {
  const toasts = useToasts();
  return <Button onPress={() => toasts.add({ type: 'success', message: 'Uloženo.' })}>Uložit</Button>;
}

describe('useToasts', () => {
  it('reaches the provided store from any component', async () => {
    store = createToastStore();
    renderWithI18n(
      <ToastProvider store={store}>
        <SaveButton />
        <ToastRegion />
      </ToastProvider>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Uložit' }));
    await expect.element(page.getByRole('alertdialog', { name: 'Hotovo' })).toHaveTextContent('Uloženo.');
  });
});

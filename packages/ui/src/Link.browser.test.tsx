import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Link } from './Link';
import { LinkNavigationProvider } from './LinkNavigation';
import { linkClassName } from './linkClassName';
import { renderWithI18n } from './test/renderWithI18n';

describe('Link', () => {
  it('renders an anchor with its href', async () => {
    renderWithI18n(<Link href="/recenze">Recenze</Link>);
    await expect.element(page.getByRole('link', { name: 'Recenze' })).toHaveAttribute('href', '/recenze');
  });

  it('hands internal links to the router from RouterProvider, by click and by Enter', async () => {
    const navigate = vi.fn();
    renderWithI18n(
      <RouterProvider navigate={navigate}>
        <Link href="/blog">Blog</Link>
      </RouterProvider>,
    );
    const link = page.getByRole('link', { name: 'Blog' });
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/blog', undefined);
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('hands internal links to the router from LinkNavigationProvider, by click and by Enter', async () => {
    const navigate = vi.fn();
    renderWithI18n(
      <LinkNavigationProvider navigate={navigate}>
        <Link href="/recenzie">Recenzie</Link>
      </LinkNavigationProvider>,
    );
    const link = page.getByRole('link', { name: 'Recenzie' });
    await expect.element(link).toHaveAttribute('href', '/recenzie');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/recenzie');
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('leaves external and new-tab links to the browser under LinkNavigationProvider', async () => {
    const navigate = vi.fn();
    renderWithI18n(
      <LinkNavigationProvider navigate={navigate}>
        <Link href="https://example.com/" target="_blank">
          Example
        </Link>
      </LinkNavigationProvider>,
    );
    const link = page.getByRole('link', { name: 'Example' });
    link.element().addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('gives an anchor rendered elsewhere the look and keyboard focus ring of a Link', async () => {
    renderWithI18n(
      <p>
        <a href="tel:+420228880100" className={linkClassName()}>
          +420 228 880 100
        </a>{' '}
        <a href="/" className={linkClassName('red-cta', 'extra')}>
          ZPĚT K OBJEDNÁVCE
        </a>
      </p>,
    );
    const phone = page.getByRole('link', { name: '+420 228 880 100' });
    const back = page.getByRole('link', { name: 'ZPĚT K OBJEDNÁVCE' });
    await expect.element(phone).toHaveClass('shop-Link');
    await expect.element(back).toHaveClass('shop-Button', 'shop-Button--red-cta', 'extra');
    expect(getComputedStyle(phone.element()).textDecorationLine).toBe('underline');
    expect(getComputedStyle(phone.element()).outlineStyle).toBe('none');
    await userEvent.keyboard('{Tab}');
    await expect.element(phone).toHaveFocus();
    expect(getComputedStyle(phone.element()).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Tab}');
    await expect.element(back).toHaveFocus();
    expect(getComputedStyle(back.element()).outlineStyle).toBe('solid');
    expect(getComputedStyle(phone.element()).outlineStyle).toBe('none');
  });

  it('can look like a button while staying a link', async () => {
    renderWithI18n(
      <Link href="/" variant="red-cta">
        SPÄŤ K OBJEDNÁVKE
      </Link>,
    );
    await expect
      .element(page.getByRole('link', { name: 'SPÄŤ K OBJEDNÁVKE' }))
      .toHaveClass('shop-Button--red-cta');
  });
});

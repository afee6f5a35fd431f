import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Link } from './Link';
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

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { RouterHarness } from '../stories/withRouter';
import { Header, SubpageHeader } from './Header';

function TallPage({ children }: { children: React.ReactNode }) {
  return (
    <RouterHarness locale="sk">
      {children}
      <div style={{ blockSize: '20000px' }} />
    </RouterHarness>
  );
}

function redBar() {
  return document.querySelector<HTMLElement>('.site-RedBar');
}

function activeImage() {
  return document.querySelector<HTMLImageElement>('.site-RedBar-image[data-active]');
}

async function scrollAndSettle(y: number) {
  window.scrollTo(0, y);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

describe('Header', () => {
  it('links the logo to the home page by default', async () => {
    render(
      <TallPage>
        <Header />
      </TallPage>,
    );
    const logo = page.getByRole('link', { name: 'Nordlys: úvodná stránka' });
    await expect.element(logo).toHaveAttribute('href', '/');
    await expect.element(page.getByRole('link', { name: 'SPÄŤ K OBJEDNÁVKE' })).not.toBeInTheDocument();
  });

  it('stays at the top of the viewport while the page scrolls', async () => {
    render(
      <TallPage>
        <Header />
      </TallPage>,
    );
    const header = page.getByRole('banner');
    await expect.element(header).toBeVisible();
    expect(getComputedStyle(header.element()).position).toBe('sticky');
    await scrollAndSettle(3000);
    expect(window.scrollY).toBe(3000);
    expect(Math.round(header.element().getBoundingClientRect().top)).toBe(0);
  });

  it('steps the red bar image every 600 px of scroll without changing its height', async () => {
    render(
      <TallPage>
        <Header />
      </TallPage>,
    );
    await expect.element(page.getByRole('banner')).toBeVisible();
    await expect.poll(() => redBar()?.dataset.step).toBe('0');
    expect(activeImage()?.getAttribute('src')).toBe('/images/red-bar/red-bar-01.webp');
    const height = redBar()?.getBoundingClientRect().height;
    expect(height).toBeGreaterThan(0);

    await scrollAndSettle(1250);
    await expect.poll(() => redBar()?.dataset.step).toBe('2');
    expect(activeImage()?.getAttribute('src')).toBe('/images/red-bar/red-bar-03.webp');

    await scrollAndSettle(599);
    await expect.poll(() => redBar()?.dataset.step).toBe('0');

    await scrollAndSettle(19000);
    await expect.poll(() => redBar()?.dataset.step).toBe('22');
    expect(activeImage()?.getAttribute('src')).toBe('/images/red-bar/red-bar-23.webp');
    expect(redBar()?.getBoundingClientRect().height).toBe(height);
  });

  it('hides the red bar from assistive technology', async () => {
    render(
      <TallPage>
        <Header />
      </TallPage>,
    );
    await expect.element(page.getByRole('banner')).toBeVisible();
    expect(redBar()?.getAttribute('aria-hidden')).toBe('true');
    expect(activeImage()?.getAttribute('alt')).toBe('');
  });

  it('has the red back-to-order button on subpages', async () => {
    render(
      <RouterHarness locale="cs">
        <SubpageHeader />
      </RouterHarness>,
    );
    const back = page.getByRole('link', { name: 'ZPĚT K OBJEDNÁVCE' });
    await expect.element(back).toHaveAttribute('href', '/');
    expect(getComputedStyle(back.element()).backgroundColor).toBe('rgb(200, 16, 46)');
  });
});

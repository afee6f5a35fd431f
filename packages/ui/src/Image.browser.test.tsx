import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Image } from './Image';
import { renderWithI18n } from './test/renderWithI18n';

describe('Image', () => {
  it('renders an img with srcset, width, height, lazy loading and async decoding', async () => {
    renderWithI18n(<Image src="/images/nordlys.jpg" alt="Balení Nordlys" width="320px" height={240} />);
    const img = page.getByRole('img', { name: 'Balení Nordlys' });
    await expect.element(img).toHaveAttribute('width', '320');
    await expect.element(img).toHaveAttribute('height', '240');
    await expect.element(img).toHaveAttribute('src', '/_ipx/f_webp,w_320,h_240,q_80/images/nordlys.jpg');
    await expect
      .element(img)
      .toHaveAttribute(
        'srcset',
        '/_ipx/f_webp,w_320,h_240,q_80/images/nordlys.jpg 1x, /_ipx/f_webp,w_640,h_480,q_80/images/nordlys.jpg 2x',
      );
    await expect.element(img).toHaveAttribute('loading', 'lazy');
    await expect.element(img).toHaveAttribute('decoding', 'async');
    await expect.element(img).not.toHaveAttribute('fetchpriority');
  });

  it('reserves its box before the file arrives', async () => {
    renderWithI18n(<Image src="/missing.jpg" alt="" width={200} height={100} />);
    const img = document.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    const box = img.getBoundingClientRect();
    expect([box.width, box.height]).toEqual([200, 100]);
  });

  it('loads a priority image eagerly with high fetch priority and a sizes attribute', async () => {
    renderWithI18n(
      <Image src="/hero.jpg" alt="Rybí olej" width={1280} height={640} sizes="100vw lg:1280px" priority />,
    );
    const img = page.getByRole('img', { name: 'Rybí olej' });
    await expect.element(img).toHaveAttribute('loading', 'eager');
    await expect.element(img).toHaveAttribute('fetchpriority', 'high');
    await expect.element(img).toHaveAttribute('sizes', '(max-width: 1024px) 100vw, 1280px');
  });
});

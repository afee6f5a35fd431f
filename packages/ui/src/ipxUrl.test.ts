import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_WIDTH } from './imageVariants';
import { imageSrcSet, ipxUrl } from './ipxUrl';

describe('ipxUrl', () => {
  it('puts the modifiers between /_ipx and the path without its leading slash', () => {
    expect(ipxUrl('/images/a.jpg', { f: 'webp', w: 640, q: 80 })).toBe(
      '/_ipx/f_webp,w_640,q_80/images/a.jpg',
    );
  });

  it('supports every modifier of SPEC §7 in a stable order', () => {
    expect(
      ipxUrl('img/b.png', { fit: 'contain', b: '#ffffff', q: 70, s: '200x100', h: 100, w: 200, f: 'png' }),
    ).toBe('/_ipx/f_png,w_200,h_100,s_200x100,q_70,b_ffffff,fit_contain/img/b.png');
  });

  it('writes _ when there are no modifiers', () => {
    expect(ipxUrl('/logo.svg')).toBe('/_ipx/_/logo.svg');
  });
});

describe('imageSrcSet', () => {
  it('builds 1x and 2x candidates in webp at quality 80 by default', () => {
    expect(imageSrcSet({ src: '/images/a.jpg', width: 320, height: 200 })).toEqual({
      src: '/_ipx/f_webp,w_320,h_200,q_80/images/a.jpg',
      srcset: '/_ipx/f_webp,w_320,h_200,q_80/images/a.jpg 1x, /_ipx/f_webp,w_640,h_400,q_80/images/a.jpg 2x',
    });
  });

  it('rounds widths up to the rendered variants and keeps the ratio', () => {
    expect(imageSrcSet({ src: '/images/a.jpg', width: 300, height: 200 })).toEqual({
      src: '/_ipx/f_webp,w_304,h_203,q_80/images/a.jpg',
      srcset: '/_ipx/f_webp,w_304,h_203,q_80/images/a.jpg 1x, /_ipx/f_webp,w_608,h_405,q_80/images/a.jpg 2x',
    });
    const wide = imageSrcSet({ src: '/a.jpg', width: 3000, height: 1000, densities: [1, 2] });
    expect(wide.srcset).toContain(`/_ipx/f_webp,w_${IMAGE_MAX_WIDTH},h_1024,q_80/a.jpg 2x`);
  });

  it('refuses a format or quality the image server does not render', () => {
    // @ts-expect-error avif is not one of IMAGE_FORMATS
    expect(() => imageSrcSet({ src: '/a.jpg', width: 16, height: 16, format: 'avif' })).toThrow(
      /format "avif" is not served/,
    );
    expect(() => imageSrcSet({ src: '/a.jpg', width: 16, height: 16, quality: 50 })).toThrow(
      /quality 50 is not served/,
    );
  });

  it('honours format, quality, fit and background', () => {
    const { src } = imageSrcSet({
      src: '/a.jpg',
      width: 16,
      height: 16,
      format: 'jpeg',
      quality: 80,
      fit: 'cover',
      background: 'fff',
    });
    expect(src).toBe('/_ipx/f_jpeg,w_16,h_16,q_80,b_fff,fit_cover/a.jpg');
  });

  it('builds width candidates and a sizes attribute from the SPEC screens', () => {
    const result = imageSrcSet({
      src: '/hero.jpg',
      width: 1280,
      height: 640,
      sizes: '100vw md:50vw xl:640px',
    });
    expect(result.sizes).toBe('(max-width: 768px) 100vw, (max-width: 1280px) 50vw, 640px');
    // 100vw up to md (768), 50vw up to xl (1280 -> 640), then 640px; each at 1x and 2x.
    expect(result.srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '640w',
      '768w',
      '1280w',
      '1536w',
    ]);
    expect(result.srcset).toContain('/_ipx/f_webp,w_768,h_384,q_80/hero.jpg 768w');
  });

  it('uses the largest screen (1536) for a trailing viewport-relative size', () => {
    const result = imageSrcSet({ src: '/a.jpg', width: 100, height: 100, sizes: '50vw', densities: [1] });
    expect(result.srcset).toBe('/_ipx/f_webp,w_768,h_768,q_80/a.jpg 768w');
    expect(result.sizes).toBe('50vw');
  });

  it('knows every SPEC screen, including xxl and 2xl', () => {
    const result = imageSrcSet({
      src: '/a.jpg',
      width: 100,
      height: 100,
      sizes: '100vw xs:100vw sm:100vw md:100vw lg:100vw xl:100vw 2xl:100vw',
      densities: [1],
    });
    expect(result.srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '320w',
      '640w',
      '768w',
      '1024w',
      '1280w',
      '1536w',
    ]);
    expect(imageSrcSet({ src: '/a.jpg', width: 1, height: 1, sizes: 'xxl:10px' }).sizes).toBe('10px');
  });

  it('rejects an unknown screen or an unreadable size', () => {
    expect(() => imageSrcSet({ src: '/a.jpg', width: 1, height: 1, sizes: 'tablet:50vw' })).toThrow(
      /unknown screen "tablet"/,
    );
    expect(() => imageSrcSet({ src: '/a.jpg', width: 1, height: 1, sizes: 'md:half' })).toThrow(
      /cannot read size "md:half"/,
    );
  });
});

import { IMAGE_MAX_WIDTH } from '@shop/ui/imageVariants';
// ipxUrl.ts has no React: the sites' URL builder itself, not a copy of its rules.
import { imageSrcSet } from '@shop/ui/ipxUrl';
import { describe, expect, it } from 'vitest';
import { parseImageModifiers } from './imageModifiers';
import { checkImageVariant } from './imageVariantRule';

const modifiersOf = (url: string) => {
  const parsed = parseImageModifiers(url.split('/')[2] ?? '');
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.modifiers;
};

/** The site's images as its components declare them (width, height, sizes). */
const siteImages = [
  { width: 400, height: 210, sizes: '100vw sm:50vw lg:400px' },
  { width: 800, height: 420, sizes: '100vw md:800px' },
  { width: 480, height: 480, sizes: '90vw sm:480px' },
  { width: 300, height: 200 },
];

describe('checkImageVariant', () => {
  it.each(siteImages)('allows every candidate the sites build for $width x $height', (image) => {
    const { src, srcset } = imageSrcSet({ src: '/images/a.webp', ...image });
    const urls = [src, ...srcset.split(', ').map((candidate) => candidate.split(' ')[0] ?? '')];
    for (const url of urls) expect(checkImageVariant(modifiersOf(url))).toEqual({ kind: 'allowed' });
  });

  it('allows the social-share jpeg, the original (`_`) and a format alone', () => {
    for (const text of ['f_jpeg,w_1200,h_630,fit_cover', '_', 'f_webp', 'w_640']) {
      expect(checkImageVariant(modifiersOf(`/_ipx/${text}/a.png`))).toEqual({ kind: 'allowed' });
    }
  });

  it('sends a width off the rule to the next allowed one, the height scaled alike', () => {
    expect(checkImageVariant(modifiersOf('/_ipx/f_webp,w_300,h_200,q_80/a.png'))).toEqual({
      kind: 'redirect',
      modifiers: { format: 'webp', width: 304, height: 203, quality: 80 },
    });
    expect(checkImageVariant(modifiersOf('/_ipx/w_4000,h_2000/a.png'))).toEqual({
      kind: 'redirect',
      modifiers: { width: IMAGE_MAX_WIDTH, height: 1536 },
    });
  });

  it.each([
    ['f_avif,w_640', /Format "avif"/],
    ['f_png', /Format "png"/],
    ['w_640,q_79', /Quality 79/],
    ['h_640', /"h" is served only together with "w"/],
  ])('refuses %s', (text, message) => {
    const decision = checkImageVariant(modifiersOf(`/_ipx/${text}/a.png`));
    expect(decision).toMatchObject({ kind: 'refused' });
    expect(decision.kind === 'refused' && decision.message).toMatch(message);
  });
});

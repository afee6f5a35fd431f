import { expect, test } from '../fixtures';
import { SITE_INDEPENDENT } from '../tags';

interface ImageFacts {
  src: string;
  srcset: string;
  sizes: string | null;
  width: string | null;
  height: string | null;
  currentSrc: string;
  naturalWidth: number;
}

/** Image candidates of a srcset; `/_ipx/` modifiers may hold commas, so split on descriptors. */
function srcsetCandidates(srcset: string): { url: string; descriptor: string }[] {
  return [...srcset.matchAll(/\s*(\S+)\s+(\d+(?:\.\d+)?[wx])\s*(?:,|$)/g)].map(
    ([, url = '', descriptor = '']) => ({
      url,
      descriptor,
    }),
  );
}

test.describe('images', { tag: SITE_INDEPENDENT }, () => {
  test('home page images come from /_ipx/ with a srcset and fixed dimensions @mobile', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const images: ImageFacts[] = await page.locator('main img[srcset]').evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((image) => ({
        src: image.getAttribute('src') ?? '',
        srcset: image.getAttribute('srcset') ?? '',
        sizes: image.getAttribute('sizes'),
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        currentSrc: image.currentSrc,
        naturalWidth: image.naturalWidth,
      })),
    );
    expect(images.length, 'images with a srcset on the home page').toBeGreaterThan(0);
    for (const image of images) {
      expect(image.width, `${image.src} width`).toMatch(/^\d+$/);
      expect(image.height, `${image.src} height`).toMatch(/^\d+$/);
      expect(image.src).toMatch(/^\/_ipx\//);
      const candidates = srcsetCandidates(image.srcset);
      expect(candidates.length, image.srcset).toBeGreaterThan(1);
      for (const candidate of candidates) {
        expect(candidate.url).toMatch(/^\/_ipx\/[^/]*\bf_webp\b[^/]*\//);
        expect(candidate.descriptor).toMatch(/^\d+(w|x)$/);
      }
      if (candidates.some((candidate) => candidate.descriptor.endsWith('w'))) {
        expect(image.sizes, `${image.src} sizes`).toBeTruthy();
      }
      expect(new URL(image.currentSrc).pathname).toMatch(/^\/_ipx\//);
      expect(image.naturalWidth, `${image.currentSrc} loaded`).toBeGreaterThan(0);
    }
  });

  test('/_ipx/ answers webp that is cached immutably', async ({ page, request }) => {
    await page.goto('/');
    const srcsets = await page
      .locator('main img[srcset]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('srcset') ?? ''));
    const urls = srcsets.flatMap((srcset) => srcsetCandidates(srcset).map((candidate) => candidate.url));
    const unique = [...new Set(urls)].slice(0, 6);
    expect(unique.length).toBeGreaterThan(0);
    for (const url of unique) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe('image/webp');
      expect(response.headers()['cache-control'] ?? '', url).toContain('immutable');
      expect(response.headers()['x-content-type-options'], url).toBe('nosniff');
      const body = await response.body();
      expect(body.subarray(8, 12).toString('ascii'), `${url} is a WebP file`).toBe('WEBP');
    }
  });

  test('/_ipx/ rejects paths outside the image folders', async ({ request }) => {
    const response = await request.get('/_ipx/w_100/..%2F..%2Fpackage.json');
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  });
});

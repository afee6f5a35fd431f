import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import type { ClientIp } from '../api/clientIp';
import { apiError } from '../api/errorResponses';
import { createImageLimits, type ImageLimits } from './imageLimits';
import {
  formatImageModifiers,
  type ImageModifiers,
  type OutputFormat,
  parseImageModifiers,
} from './imageModifiers';
import { findImageSource } from './imageSource';
import { checkImageVariant } from './imageVariantRule';

export type ImageHandlerOptions = {
  /** Directories searched in order for the requested path. */
  sourceDirs: string[];
  /** The address a render is counted against; without it every caller shares one budget. */
  clientIp?: ClientIp;
} & (
  | {
      /** The disk cache, render slots and per-address budget, shared by the process's handlers. */
      limits: ImageLimits;
    }
  | {
      /** Where rendered images are kept: this handler gets limits of its own, with the defaults. */
      cacheDir: string;
    }
);

const contentTypes: Record<OutputFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

// The URL names the source path, its modifiers and (through the ETag) the source version, so a
// response never changes for a given URL and may be cached for good.
const immutable = 'public, max-age=31536000, immutable';
// The rule that maps a width to a rendered one may change with a release, so a redirect is not
// permanent; a day spares the round trip for pages shown again.
const redirectCaching = 'public, max-age=86400';
/** Seconds a client is asked to wait when every render slot and queue place is taken. */
const BUSY_RETRY_SECONDS = 2;

async function transform(file: string, modifiers: ImageModifiers, format: OutputFormat): Promise<Buffer> {
  let pipeline = sharp(file).rotate();
  if (modifiers.width || modifiers.height) {
    pipeline = pipeline.resize({
      width: modifiers.width,
      height: modifiers.height,
      fit: modifiers.fit,
      background: modifiers.background,
      withoutEnlargement: true,
    });
  }
  if (modifiers.background) pipeline = pipeline.flatten({ background: modifiers.background });
  const quality = format === 'webp' || format === 'avif' || format === 'jpeg' ? modifiers.quality : undefined;
  return pipeline.toFormat(format, quality === undefined ? {} : { quality }).toBuffer();
}

/**
 * `GET /<modifiers>/<path>` (mount at `/_ipx`): resizes and converts images with sharp, in the
 * manner of ipx, and keeps each result on disk keyed by modifiers, path and source mtime. Only the
 * variants the sites ask for are rendered (`checkImageVariant`); a render waits for a slot of the
 * shared queue and counts against the caller's budget, a cache hit does neither.
 */
export function createImageHandler(options: ImageHandlerOptions): Hono {
  const { cache, renders, renderBudget } =
    'limits' in options ? options.limits : createImageLimits({ cacheDir: options.cacheDir });
  const clientIp = options.clientIp ?? (() => undefined);
  const inFlight = new Map<string, Promise<Buffer>>();

  const images = new Hono();
  images.get('/:modifiers/:path{.+}', async (c) => {
    const parsed = parseImageModifiers(c.req.param('modifiers'));
    if (!parsed.ok) return apiError(c, 400, 'invalid_modifiers', parsed.message);
    const variant = checkImageVariant(parsed.modifiers);
    if (variant.kind === 'refused') return apiError(c, 400, 'invalid_modifiers', variant.message);
    if (variant.kind === 'redirect') {
      // The mount point (`/_ipx`) is whatever precedes the modifiers, which are plain ASCII here.
      const modifiersText = c.req.param('modifiers');
      const mount = c.req.path.slice(0, c.req.path.indexOf(`/${modifiersText}/`));
      const path = c.req.param('path').split('/').map(encodeURIComponent).join('/');
      c.header('Cache-Control', redirectCaching);
      return c.redirect(`${mount}/${formatImageModifiers(variant.modifiers)}/${path}`, 302);
    }

    const source = await findImageSource(options.sourceDirs, c.req.param('path'));
    if (source.kind === 'forbidden') return apiError(c, 400, 'invalid_path', source.message);
    if (source.kind === 'missing') return apiError(c, 404, 'not_found', 'No such image');

    // A vector image scales by itself, so it is sent as it is unless a raster format is asked for.
    const passThrough = source.sourceFormat === 'svg' && !parsed.modifiers.format;
    const format: OutputFormat =
      parsed.modifiers.format ?? (source.sourceFormat === 'svg' ? 'png' : source.sourceFormat);
    const key = createHash('sha256')
      .update(
        JSON.stringify([
          passThrough ? {} : parsed.modifiers,
          format,
          source.file,
          source.mtimeMs,
          source.size,
        ]),
      )
      .digest('hex');
    const etag = `"${key.slice(0, 32)}"`;
    const headers: Record<string, string> = {
      'Cache-Control': immutable,
      ETag: etag,
      'Content-Type': passThrough ? 'image/svg+xml' : contentTypes[format],
      'X-Content-Type-Options': 'nosniff',
    };
    // Scripts inside an SVG opened on its own must not run on the site's origin.
    if (passThrough) headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
    if (
      c.req
        .header('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === etag)
    ) {
      return c.body(null, 304, headers);
    }
    if (passThrough) return c.body(new Uint8Array(await readFile(source.file)), 200, headers);

    const cacheName = join(key.slice(0, 2), `${key}.${format}`);
    const cached = await cache.read(cacheName);
    if (cached) return c.body(new Uint8Array(cached), 200, headers);

    // The same variant asked for again while it renders waits for that render: no second one.
    let pending = inFlight.get(key);
    if (!pending) {
      // Checked before the budget, so a request refused for a full queue costs the caller nothing.
      if (renders.isFull()) {
        c.header('Retry-After', String(BUSY_RETRY_SECONDS));
        return apiError(c, 503, 'busy', 'Too many images are being rendered, try again shortly');
      }
      const decision = renderBudget.hit(clientIp(c) ?? 'unknown');
      if (!decision.allowed) {
        c.header('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
        return apiError(c, 429, 'rate_limited', 'Too many new image variants, try again later');
      }
      const work = renders
        .run(async () => {
          const output = await transform(source.file, parsed.modifiers, format);
          await cache.write(cacheName, output);
          return output;
        })
        .then((outcome) => {
          // isFull was false just before and nothing ran in between, so the queue took it.
          if (!outcome.ok) throw new Error('The render queue refused a render it had room for');
          return outcome.value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, work);
      pending = work;
    }
    const output = await pending;
    return c.body(new Uint8Array(output), 200, headers);
  });
  images.all('*', (c) => apiError(c, 404, 'not_found', 'Use /_ipx/<modifiers>/<path>'));
  return images;
}

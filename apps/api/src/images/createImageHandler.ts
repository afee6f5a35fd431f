import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { type ImageModifiers, type OutputFormat, parseImageModifiers } from './imageModifiers';
import { findImageSource } from './imageSource';

export interface ImageHandlerOptions {
  /** Directories searched in order for the requested path. */
  sourceDirs: string[];
  /** Where transformed images are kept between requests and restarts. */
  cacheDir: string;
}

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
 * manner of ipx, and keeps each result on disk keyed by modifiers, path and source mtime.
 */
export function createImageHandler(options: ImageHandlerOptions): Hono {
  const inFlight = new Map<string, Promise<Buffer>>();

  const produce = async (key: string, cacheFile: string, build: () => Promise<Buffer>) => {
    const cached = await readFile(cacheFile).catch(() => undefined);
    if (cached) return cached;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const work = (async () => {
      const output = await build();
      await mkdir(dirname(cacheFile), { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const temporary = `${cacheFile}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, output);
      await rename(temporary, cacheFile);
      return output;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, work);
    return work;
  };

  const images = new Hono();
  images.get('/:modifiers/:path{.+}', async (c) => {
    const parsed = parseImageModifiers(c.req.param('modifiers'));
    if (!parsed.ok) return c.json({ error: 'invalid_modifiers', message: parsed.message }, 400);

    const source = await findImageSource(options.sourceDirs, c.req.param('path'));
    if (source.kind === 'forbidden') return c.json({ error: 'invalid_path', message: source.message }, 400);
    if (source.kind === 'missing') return c.json({ error: 'not_found', message: 'No such image' }, 404);

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

    const cacheFile = join(options.cacheDir, key.slice(0, 2), `${key}.${format}`);
    const output = await produce(key, cacheFile, () => transform(source.file, parsed.modifiers, format));
    return c.body(new Uint8Array(output), 200, headers);
  });
  images.all('*', (c) => c.json({ error: 'not_found', message: 'Use /_ipx/<modifiers>/<path>' }, 404));
  return images;
}

export type OutputFormat = 'webp' | 'avif' | 'png' | 'jpeg' | 'gif';
export type Fit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';

/** The transformation an `_ipx` URL asks for (SPEC §7: f, w, h, s, q, b, fit). */
export interface ImageModifiers {
  format?: OutputFormat;
  width?: number;
  height?: number;
  quality?: number;
  /** `#rrggbb` */
  background?: string;
  fit?: Fit;
}

export type ParsedModifiers = { ok: true; modifiers: ImageModifiers } | { ok: false; message: string };

/** Guards the server against being asked for enormous images. */
export const MAX_DIMENSION = 4096;

const formats: Record<string, OutputFormat> = {
  webp: 'webp',
  avif: 'avif',
  png: 'png',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  gif: 'gif',
};
const fits = new Set<string>(['cover', 'contain', 'fill', 'inside', 'outside']);

function dimension(value: string): number | undefined {
  if (!/^\d{1,5}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= MAX_DIMENSION ? number : undefined;
}

/**
 * Parses ipx-style modifiers: comma-separated `key_value` pairs such as `f_webp,w_640,q_80`,
 * or `_` for none. Unknown keys, repeated keys and bad values are rejected rather than ignored,
 * so each distinct image has one URL (and one cache entry).
 */
export function parseImageModifiers(text: string): ParsedModifiers {
  if (text === '_') return { ok: true, modifiers: {} };
  const modifiers: ImageModifiers = {};
  const seen = new Set<string>();
  const fail = (message: string): ParsedModifiers => ({ ok: false, message });

  for (const part of text.split(',')) {
    const separator = part.indexOf('_');
    const key = separator === -1 ? part : part.slice(0, separator);
    const value = separator === -1 ? '' : part.slice(separator + 1);
    if (seen.has(key)) return fail(`Modifier "${key}" is given twice`);
    seen.add(key);
    switch (key) {
      case 'f': {
        const format = formats[value];
        if (!format) return fail(`Unsupported format "${value}"`);
        modifiers.format = format;
        break;
      }
      case 'w':
      case 'h': {
        const size = dimension(value);
        if (size === undefined) return fail(`"${key}" takes a whole number from 1 to ${MAX_DIMENSION}`);
        if (key === 'w') modifiers.width = size;
        else modifiers.height = size;
        break;
      }
      case 's': {
        const [width, height, ...rest] = value.split('x');
        const w = dimension(width ?? '');
        const h = dimension(height ?? '');
        if (w === undefined || h === undefined || rest.length > 0) return fail('"s" takes WIDTHxHEIGHT');
        modifiers.width = w;
        modifiers.height = h;
        break;
      }
      case 'q': {
        const quality = /^\d{1,3}$/.test(value) ? Number(value) : 0;
        if (quality < 1 || quality > 100) return fail('"q" takes a whole number from 1 to 100');
        modifiers.quality = quality;
        break;
      }
      case 'b': {
        const hex = value.toLowerCase();
        if (!/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test(hex)) return fail('"b" takes a hex colour such as ffffff');
        modifiers.background = `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`;
        break;
      }
      case 'fit':
        if (!fits.has(value)) return fail(`Unsupported fit "${value}"`);
        modifiers.fit = value as Fit;
        break;
      default:
        return fail(`Unknown modifier "${key}"`);
    }
  }
  if (seen.has('s') && (seen.has('w') || seen.has('h')))
    return fail('"s" cannot be combined with "w" or "h"');
  return { ok: true, modifiers };
}

/**
 * The modifiers part of the URL for `modifiers`, in the order `ipxUrl` of `@shop/ui` writes
 * them (`f_webp,w_640,h_480,q_80,b_ffffff,fit_cover`), or `_` for none.
 */
export function formatImageModifiers(modifiers: ImageModifiers): string {
  const parts: string[] = [];
  if (modifiers.format) parts.push(`f_${modifiers.format}`);
  if (modifiers.width !== undefined) parts.push(`w_${modifiers.width}`);
  if (modifiers.height !== undefined) parts.push(`h_${modifiers.height}`);
  if (modifiers.quality !== undefined) parts.push(`q_${modifiers.quality}`);
  if (modifiers.background) parts.push(`b_${modifiers.background.replace(/^#/, '')}`);
  if (modifiers.fit) parts.push(`fit_${modifiers.fit}`);
  return parts.length > 0 ? parts.join(',') : '_';
}

export type SourceFormat = OutputFormat | 'svg';

/** Format of a source file by its extension; `undefined` for files that are not images. */
export function sourceFormatOfExtension(extension: string): SourceFormat | undefined {
  const name = extension.toLowerCase().replace(/^\./, '');
  return name === 'svg' ? 'svg' : formats[name];
}

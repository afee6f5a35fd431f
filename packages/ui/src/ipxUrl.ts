import {
  IMAGE_DEFAULT_FORMAT,
  IMAGE_DEFAULT_QUALITY,
  IMAGE_DENSITIES,
  IMAGE_FORMATS,
  IMAGE_QUALITIES,
  IMAGE_SCREENS,
  type ImageFormat,
  type ImageScreen,
  imageVariantWidth,
  isImageFormat,
  isImageQuality,
} from './imageVariants';

/** Path prefix of the image optimisation route. */
export const IPX_BASE = '/_ipx';

export type ImageFit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';

/** The ipx modifiers the route accepts: format, width, height, size (`WxH`), quality, background, fit. */
export interface IpxModifiers {
  f?: string;
  w?: number;
  h?: number;
  s?: `${number}x${number}`;
  q?: number;
  /** Background colour, e.g. `ffffff` or `#ffffff`. */
  b?: string;
  fit?: ImageFit;
}

const MODIFIER_ORDER = ['f', 'w', 'h', 's', 'q', 'b', 'fit'] as const;

/** `/_ipx/f_webp,w_640,q_80/images/a.jpg`; `_` stands for "no modifiers", as ipx expects. */
export function ipxUrl(src: string, modifiers: IpxModifiers = {}): string {
  const parts: string[] = [];
  for (const key of MODIFIER_ORDER) {
    const value = modifiers[key];
    if (value === undefined || value === '') continue;
    const text = key === 'b' ? String(value).replace(/^#/, '') : String(value);
    parts.push(`${key}_${encodeURIComponent(text)}`);
  }
  return `${IPX_BASE}/${parts.length > 0 ? parts.join(',') : '_'}/${src.replace(/^\/+/, '')}`;
}

export interface ImageSrcSetOptions {
  src: string;
  /** Intrinsic display width and height in CSS pixels; their ratio is kept in every candidate. */
  width: number;
  height: number;
  /**
   * Responsive widths per screen, smallest first or in any order: `'100vw md:50vw lg:400px'`
   * (a size without a screen applies below the first screen named). Without it the set holds
   * one candidate per density.
   */
  sizes?: string;
  densities?: readonly number[];
  /** One of `IMAGE_FORMATS`: the image server renders no other. */
  format?: ImageFormat;
  /** One of `IMAGE_QUALITIES`. */
  quality?: number;
  fit?: ImageFit;
  background?: string;
}

export interface ImageSources {
  src: string;
  srcset: string;
  /** The `sizes` attribute, present when `sizes` was given. */
  sizes?: string;
}

interface SizeEntry {
  minViewport: number;
  value: string;
  /** Width the image takes at the largest viewport this entry covers. */
  widthAt(maxViewport: number): number;
}

function parseSize(token: string, raw: string): SizeEntry['widthAt'] {
  const vw = /^(\d+(?:\.\d+)?)vw$/.exec(raw);
  if (vw) return (maxViewport) => Math.ceil((maxViewport * Number(vw[1])) / 100);
  const px = /^(\d+)(?:px)?$/.exec(raw);
  if (px) return () => Number(px[1]);
  throw new Error(`imageSrcSet: cannot read size "${token}"; use e.g. "100vw", "md:50vw" or "lg:400px"`);
}

function parseSizes(sizes: string): SizeEntry[] {
  const entries = sizes
    .trim()
    .split(/\s+/)
    .map((token): SizeEntry => {
      const [screen, raw] = token.includes(':') ? token.split(':', 2) : [undefined, token];
      if (screen !== undefined && !(screen in IMAGE_SCREENS)) {
        throw new Error(
          `imageSrcSet: unknown screen "${screen}" in "${token}"; known: ${Object.keys(IMAGE_SCREENS).join(', ')}`,
        );
      }
      const value = raw ?? '';
      const minViewport = screen === undefined ? 0 : IMAGE_SCREENS[screen as ImageScreen];
      return {
        minViewport,
        value: /^\d+$/.test(value) ? `${value}px` : value,
        widthAt: parseSize(token, value),
      };
    });
  return entries.sort((a, b) => a.minViewport - b.minViewport);
}

const LARGEST_SCREEN = Math.max(...Object.values(IMAGE_SCREENS));

/**
 * The `src`, `srcset` (and `sizes`) of an image served through `/_ipx`: webp at quality 80 unless
 * told, one candidate per density (1x, 2x) of each responsive width. Widths are rounded up to the
 * variants the image server renders (`imageVariantWidth`), so no candidate costs a redirect.
 */
export function imageSrcSet({
  src,
  width,
  height,
  sizes,
  densities = IMAGE_DENSITIES,
  format = IMAGE_DEFAULT_FORMAT,
  quality = IMAGE_DEFAULT_QUALITY,
  fit,
  background,
}: ImageSrcSetOptions): ImageSources {
  if (!isImageFormat(format)) {
    throw new Error(`imageSrcSet: format "${format}" is not served; use one of ${IMAGE_FORMATS.join(', ')}`);
  }
  if (!isImageQuality(quality)) {
    throw new Error(
      `imageSrcSet: quality ${quality} is not served; use one of ${IMAGE_QUALITIES.join(', ')}`,
    );
  }
  const ratio = height / width;
  const urlFor = (wanted: number) => {
    const w = imageVariantWidth(wanted);
    const modifiers: IpxModifiers = { f: format, w, h: Math.round(w * ratio), q: quality };
    if (fit) modifiers.fit = fit;
    if (background) modifiers.b = background;
    return ipxUrl(src, modifiers);
  };

  if (!sizes) {
    return {
      src: urlFor(width),
      srcset: densities.map((density) => `${urlFor(Math.round(width * density))} ${density}x`).join(', '),
    };
  }

  const entries = parseSizes(sizes);
  const widths = new Set<number>();
  const media: string[] = [];
  entries.forEach((entry, index) => {
    const next = entries[index + 1];
    const maxViewport = next ? next.minViewport : LARGEST_SCREEN;
    const base = entry.widthAt(maxViewport);
    for (const density of densities) widths.add(imageVariantWidth(Math.round(base * density)));
    media.push(next ? `(max-width: ${next.minViewport}px) ${entry.value}` : entry.value);
  });
  const sorted = [...widths].sort((a, b) => a - b);
  return {
    src: urlFor(width),
    srcset: sorted.map((w) => `${urlFor(w)} ${w}w`).join(', '),
    sizes: media.join(', '),
  };
}

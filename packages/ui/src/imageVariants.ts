// The image variants the sites ask `/_ipx` for. The browser side (`imageSrcSet`) builds its URLs
// from these values and the image server renders nothing else, so both import them from here:
// this entry has no React and no styles, so a server can import it on its own.

/** The screen widths (px) images are prepared for. */
export const IMAGE_SCREENS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
  '2xl': 1536,
} as const;

export type ImageScreen = keyof typeof IMAGE_SCREENS;

/** Pixel densities each responsive width gets a candidate for. */
export const IMAGE_DENSITIES = [1, 2] as const;

/** webp for every `Image`; jpeg for the picture social networks show when a page is shared. */
export const IMAGE_FORMATS = ['webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_DEFAULT_FORMAT: ImageFormat = 'webp';

export const IMAGE_QUALITIES = [80] as const;
export const IMAGE_DEFAULT_QUALITY = 80;

/** Rendered widths are whole multiples of this, so a layout cannot ask for every pixel width. */
export const IMAGE_WIDTH_STEP = 16;

/** The widest candidate: the largest screen at the highest density. */
export const IMAGE_MAX_WIDTH = Math.max(...Object.values(IMAGE_SCREENS)) * Math.max(...IMAGE_DENSITIES);

/**
 * The width an image is rendered at for a wanted width: rounded up to the step (never blurrier
 * than asked), at most `IMAGE_MAX_WIDTH`.
 */
export function imageVariantWidth(width: number): number {
  const stepped = Math.max(1, Math.ceil(width / IMAGE_WIDTH_STEP)) * IMAGE_WIDTH_STEP;
  return Math.min(stepped, IMAGE_MAX_WIDTH);
}

export function isImageFormat(format: string): format is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(format);
}

export function isImageQuality(quality: number): boolean {
  return (IMAGE_QUALITIES as readonly number[]).includes(quality);
}

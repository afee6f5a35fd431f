import {
  IMAGE_FORMATS,
  IMAGE_QUALITIES,
  imageVariantWidth,
  isImageFormat,
  isImageQuality,
} from '@shop/ui/imageVariants';
import { type ImageModifiers, MAX_DIMENSION } from './imageModifiers';

export type ImageVariantDecision =
  | { kind: 'allowed' }
  /** The nearest variant that is rendered: the same image, its width rounded up to the rule. */
  | { kind: 'redirect'; modifiers: ImageModifiers }
  | { kind: 'refused'; message: string };

/**
 * Whether `/_ipx` renders a modifier set: only what the sites' `imageSrcSet` (from
 * `@shop/ui/imageVariants`) can ask for, so nobody can make the server render and store every
 * width, quality and format there is.
 *
 * - A format or quality outside the sets is refused (400). The sites never build one, so only a
 *   hand-made URL gets here, and there is no "nearest" format: an avif request answered with webp
 *   would be the wrong type for the URL.
 * - A width off the rule (a multiple of the step, at most the largest screen at 2x) is redirected to the
 *   width the rule rounds it to, its height scaled alike. Widths come from layout arithmetic, so
 *   a near miss is a real page (an older build's HTML, a width written into an article): it still
 *   gets its image, and a storm of widths lands on a few cached files.
 * - A height needs a width (the sites always send both); no modifiers at all (`_`) and a format
 *   alone are the original size, one variant per source.
 */
export function checkImageVariant(modifiers: ImageModifiers): ImageVariantDecision {
  if (modifiers.format !== undefined && !isImageFormat(modifiers.format)) {
    return {
      kind: 'refused',
      message: `Format "${modifiers.format}" is not served; use one of ${IMAGE_FORMATS.join(', ')}`,
    };
  }
  if (modifiers.quality !== undefined && !isImageQuality(modifiers.quality)) {
    return {
      kind: 'refused',
      message: `Quality ${modifiers.quality} is not served; use one of ${IMAGE_QUALITIES.join(', ')}`,
    };
  }
  const { width, height } = modifiers;
  if (width === undefined) {
    return height === undefined
      ? { kind: 'allowed' }
      : { kind: 'refused', message: '"h" is served only together with "w"' };
  }
  const allowedWidth = imageVariantWidth(width);
  if (allowedWidth === width) return { kind: 'allowed' };
  const scaled = { ...modifiers, width: allowedWidth };
  if (height !== undefined) {
    scaled.height = Math.min(MAX_DIMENSION, Math.max(1, Math.round((height * allowedWidth) / width)));
  }
  return { kind: 'redirect', modifiers: scaled };
}

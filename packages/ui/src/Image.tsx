import type { ImageFormat } from './imageVariants';
import { type ImageFit, imageSrcSet } from './ipxUrl';
import './Image.css';
import { type ImageDecoding, type ImageLoading, validateImageProps } from './validateImageProps';

export interface ImageProps {
  /** Path of the source image on the site, e.g. `/images/nordlys.jpg`. */
  src: string;
  /** Required; `""` marks a decorative image. */
  alt: string;
  /** Display size in CSS pixels: a number or digits with an optional `px`. Always rendered. */
  width: number | string;
  height: number | string;
  /** Responsive widths per screen, e.g. `'100vw md:50vw lg:400px'`; without it 1x/2x candidates. */
  sizes?: string;
  densities?: readonly number[];
  format?: ImageFormat;
  quality?: number;
  fit?: ImageFit;
  background?: string;
  /** Above-the-fold image: loads eagerly with high fetch priority. */
  priority?: boolean;
  loading?: ImageLoading;
  decoding?: ImageDecoding;
  className?: string;
}

/**
 * An `<img>` served through `/_ipx` with a srcset. Width and height are always set, so the
 * browser reserves the space before the image arrives (no layout shift).
 */
export function Image({
  src,
  alt,
  width,
  height,
  sizes,
  densities,
  format,
  quality,
  fit,
  background,
  priority = false,
  loading,
  decoding,
  className,
}: ImageProps) {
  const valid = validateImageProps({ width, height, loading, decoding });
  const sources = imageSrcSet({
    src,
    width: valid.width,
    height: valid.height,
    sizes,
    densities,
    format,
    quality,
    fit,
    background,
  });
  return (
    <img
      src={sources.src}
      srcSet={sources.srcset}
      sizes={sources.sizes}
      alt={alt}
      width={valid.width}
      height={valid.height}
      loading={priority ? 'eager' : (valid.loading ?? 'lazy')}
      decoding={valid.decoding ?? 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className ? `shop-Image ${className}` : 'shop-Image'}
    />
  );
}

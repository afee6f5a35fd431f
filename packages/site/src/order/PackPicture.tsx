import { Image } from '@shop/ui';
import type { PackImage } from './core/packImage';

export interface PackPictureProps {
  /** The pack's picture: `packImage(pack)`, `packImageOf(items)` or `offerPackImage(config)`. */
  image: PackImage;
  /** Names the pack, e.g. the offer's title; the picture is never decorative. */
  alt: string;
  /** Displayed width and height in CSS pixels: the pictures are square. */
  size: number;
  /** Responsive widths, as `Image` takes them, e.g. `'90vw sm:480px'`. */
  sizes?: string;
  /** The page's largest picture above the fold (its LCP): loaded eagerly at high priority. */
  priority?: boolean;
  className?: string;
}

/** A pack's picture through the image route, its box reserved before the file arrives. */
export function PackPicture({ image, alt, size, sizes, priority, className }: PackPictureProps) {
  return (
    <Image
      src={image.src}
      alt={alt}
      width={size}
      height={size}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}

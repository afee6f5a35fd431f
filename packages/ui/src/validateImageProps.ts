export type ImageLoading = 'lazy' | 'eager';
export type ImageDecoding = 'async' | 'auto' | 'sync';

export interface ImageDimensionInput {
  width: number | string;
  height: number | string;
  loading?: string;
  decoding?: string;
}

export interface ValidImageProps {
  width: number;
  height: number;
  loading?: ImageLoading;
  decoding?: ImageDecoding;
}

const LOADING: readonly string[] = ['lazy', 'eager'];
const DECODING: readonly string[] = ['async', 'auto', 'sync'];

function toPixels(name: 'width' | 'height', value: number | string): number {
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value > 0) return value;
  } else {
    const match = /^(\d+)(?:px)?$/.exec(value.trim());
    if (match && Number(match[1]) > 0) return Number(match[1]);
  }
  throw new TypeError(
    `Image: ${name} must be a positive whole number or digits with an optional "px" (e.g. 640 or "640px"), got ${JSON.stringify(value)}`,
  );
}

/**
 * Checks that width and height are positive whole numbers or digits with an optional `px`, that
 * `loading` is lazy or eager and `decoding` async, auto or sync, and returns the values as the
 * `<img>` needs them. A violation is a programmer error, so it throws.
 */
export function validateImageProps({
  width,
  height,
  loading,
  decoding,
}: ImageDimensionInput): ValidImageProps {
  const valid: ValidImageProps = { width: toPixels('width', width), height: toPixels('height', height) };
  if (loading !== undefined) {
    if (!LOADING.includes(loading)) {
      throw new TypeError(`Image: loading must be "lazy" or "eager", got ${JSON.stringify(loading)}`);
    }
    valid.loading = loading as ImageLoading;
  }
  if (decoding !== undefined) {
    if (!DECODING.includes(decoding)) {
      throw new TypeError(
        `Image: decoding must be "async", "auto" or "sync", got ${JSON.stringify(decoding)}`,
      );
    }
    valid.decoding = decoding as ImageDecoding;
  }
  return valid;
}

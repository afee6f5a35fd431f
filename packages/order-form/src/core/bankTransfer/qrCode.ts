import { correction, generate } from 'lean-qr';

/** A QR code as a square of modules, its quiet zone included. */
export interface QrCode {
  /** Modules per side. */
  size: number;
  /** SVG path data of the dark modules in a `0 0 size size` view box. */
  path: string;
}

/** ISO/IEC 18004 asks for four light modules around the code; scanners lock on less reliably without. */
const QUIET_ZONE = 4;

/**
 * The QR code of `text` at error correction level M: a code on a phone screen or a printed e-mail
 * stays readable with 15 % of it smudged or glared, at a size a phone camera still resolves.
 */
export function qrCodeOf(text: string): QrCode {
  const code = generate(text, { minCorrectionLevel: correction.M, maxCorrectionLevel: correction.M });
  let path = '';
  for (let y = 0; y < code.size; y += 1) {
    let x = 0;
    while (x < code.size) {
      if (!code.get(x, y)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < code.size && code.get(x, y)) x += 1;
      // One rectangle per run of dark modules in a row keeps the path short.
      path += `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`;
    }
  }
  return { size: code.size + 2 * QUIET_ZONE, path };
}

/** Pixels per module of the SVG's own size; CSS or an image converter may scale it. */
const MODULE_PIXELS = 4;

/** A self-contained SVG document of the code: black on white, sharp edges, no scripts or links. */
export function qrCodeSvg(qr: QrCode): string {
  const pixels = qr.size * MODULE_PIXELS;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${qr.size} ${qr.size}" width="${pixels}" height="${pixels}" shape-rendering="crispEdges">` +
    `<rect width="${qr.size}" height="${qr.size}" fill="#fff"/><path d="${qr.path}" fill="#000"/></svg>`
  );
}

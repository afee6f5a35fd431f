import { crc32, deflateSync } from 'node:zlib';
import type { QrCode } from '@shop/order-form/bank-transfer';

/** Pixels per module: 10 makes a code of 33-49 modules 330-490 px, sharp on a phone and on paper. */
const MODULE_PIXELS = 10;

/** The dark modules of a QR code, read back from its SVG path (`M{x} {y}h{n}v1h-{n}z` runs). */
export function darkModulesOf(code: QrCode): boolean[][] {
  const rows = Array.from({ length: code.size }, () => new Array<boolean>(code.size).fill(false));
  for (const run of code.path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    const [x, y, length] = [Number(run[1]), Number(run[2]), Number(run[3])];
    for (let offset = 0; offset < length; offset += 1) rows[y]![x + offset] = true;
  }
  return rows;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/**
 * The QR code as a black-and-white PNG (1 bit per pixel), for e-mail: mail clients show an inline
 * PNG but drop SVG.
 */
export function qrCodePng(code: QrCode, modulePixels = MODULE_PIXELS): Buffer {
  const modules = darkModulesOf(code);
  const side = code.size * modulePixels;
  const rowBytes = Math.ceil(side / 8);
  const stride = rowBytes + 1;
  const raw = Buffer.alloc(stride * side);
  modules.forEach((moduleRow, moduleY) => {
    // One pixel row per row of modules (filter byte 0: none), copied for the module's height.
    const first = moduleY * modulePixels * stride;
    for (let x = 0; x < side; x += 1) {
      // Grayscale 1 bit: a set bit is white.
      if (!moduleRow[Math.floor(x / modulePixels)]) raw[first + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
    for (let copy = 1; copy < modulePixels; copy += 1)
      raw.copy(raw, first + copy * stride, first, first + stride);
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Renders the site's raster images from SVG drawn here: the 23 red-bar frames, the hero
// product picture, the Open Graph card and the icons. Run after changing a design:
//   node packages/site/scripts/generate-images.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const sharp = require('sharp');

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const MAX_BYTES = 15 * 1024;
const RED = '#c8102e';
const DARK = '#1d1d1b';
const FRAMES = 23;

/** One red-bar frame: a light band of "northern lights" drifting left to right with the scroll. */
function redBarSvg(step) {
  const progress = step / (FRAMES - 1);
  const centre = 80 + progress * 1280;
  const wave = Array.from({ length: 13 }, (_, i) => {
    const x = i * 120;
    const y = 12 + Math.sin((i + step * 0.6) * 0.9) * 5;
    return `${i === 0 ? 'M' : 'L'}${x} ${y.toFixed(1)}`;
  }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="24" viewBox="0 0 1440 24">
  <defs>
    <radialGradient id="glow" cx="${centre}" cy="12" r="260" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#ff6b7f" stop-opacity="0.95"/>
      <stop offset="0.5" stop-color="#e0475f" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${RED}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1440" height="24" fill="${RED}"/>
  <rect width="1440" height="24" fill="url(#glow)"/>
  <path d="${wave}" fill="none" stroke="#8a0b20" stroke-width="2" stroke-opacity="0.5"/>
</svg>`;
}

const productSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="960" viewBox="0 0 960 960">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#eef3f7"/>
      <stop offset="1" stop-color="#ffffff"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#7a1020"/>
      <stop offset="0.45" stop-color="${RED}"/>
      <stop offset="1" stop-color="#6d0c1b"/>
    </linearGradient>
    <linearGradient id="capsule" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffd27a"/>
      <stop offset="1" stop-color="#e09a1f"/>
    </linearGradient>
  </defs>
  <rect width="960" height="960" fill="url(#sky)"/>
  <path d="M0 700 L180 520 L300 610 L470 430 L640 600 L780 500 L960 660 L960 960 L0 960 Z" fill="#d9e3ea"/>
  <path d="M0 780 L220 640 L420 740 L620 620 L960 780 L960 960 L0 960 Z" fill="#c3d2dc"/>
  <ellipse cx="480" cy="830" rx="250" ry="34" fill="#1d1d1b" fill-opacity="0.15"/>
  <rect x="380" y="170" width="200" height="80" rx="14" fill="${DARK}"/>
  <rect x="300" y="240" width="360" height="590" rx="60" fill="url(#glass)"/>
  <rect x="330" y="380" width="300" height="300" rx="18" fill="#ffffff"/>
  <path d="M360 470c14-48 44-76 90-84-30 22-44 50-48 84z" fill="${RED}"/>
  <text x="480" y="540" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="56" font-weight="700" fill="${DARK}">Nordlys</text>
  <text x="480" y="590" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="28" fill="#55554f">OMEGA-3 · D3 · K2</text>
  <text x="480" y="640" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" fill="#55554f">120 kapsúl / kapslí</text>
  <rect x="340" y="270" width="22" height="520" rx="11" fill="#ffffff" fill-opacity="0.18"/>
  <g transform="rotate(-25 700 780)"><rect x="640" y="760" width="120" height="48" rx="24" fill="url(#capsule)"/></g>
  <g transform="rotate(18 230 790)"><rect x="170" y="770" width="120" height="48" rx="24" fill="url(#capsule)"/></g>
</svg>`;

const ogSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#ffffff"/>
  <rect width="1200" height="24" fill="${RED}"/>
  <path d="M0 520 L260 380 L430 470 L640 330 L860 460 L1200 360 L1200 630 L0 630 Z" fill="#eef3f7"/>
  <path d="M90 330c20-110 80-170 180-190-60 45-90 105-96 190z" fill="${RED}"/>
  <text x="300" y="290" font-family="Arial, Helvetica, sans-serif" font-size="120" font-weight="700" fill="${DARK}">Nordlys</text>
  <text x="304" y="370" font-family="Arial, Helvetica, sans-serif" font-size="44" fill="#55554f">Omega-3 · D3 · K2</text>
</svg>`;

function iconSvg(size) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="${RED}"/>
  <path d="M6 25c3-11 9-17 19-19-6 5-9 11-10 19z" fill="#ffffff"/>
  <circle cx="21" cy="23" r="3" fill="#ffffff"/>
</svg>`;
}

/** An .ico holding one PNG image, which every current browser reads. */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

async function write(relative, data) {
  const file = join(publicDir, relative);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  if (data.length > MAX_BYTES) throw new Error(`${relative} is ${data.length} bytes, over ${MAX_BYTES}`);
  console.log(`${relative}: ${data.length} bytes`);
}

const render = (svg) => sharp(Buffer.from(svg));

for (let step = 0; step < FRAMES; step++) {
  const name = `images/red-bar/red-bar-${String(step + 1).padStart(2, '0')}.webp`;
  await write(name, await render(redBarSvg(step)).webp({ quality: 80 }).toBuffer());
}
await write('images/nordlys-product.webp', await render(productSvg).webp({ quality: 72 }).toBuffer());
await write(
  'images/og-image.png',
  await render(ogSvg).png({ palette: true, colors: 48, compressionLevel: 9 }).toBuffer(),
);
await write('images/apple-touch-icon.png', await render(iconSvg(180)).png({ palette: true }).toBuffer());
const favicon = await render(iconSvg(32)).png().toBuffer();
await write('favicon.ico', icoFromPng(favicon, 32));

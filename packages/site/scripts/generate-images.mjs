// Renders the site's raster images from SVG drawn here: the 23 red-bar frames, the pictures
// of the packs, the Open Graph card and the icons. Run after changing a design:
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

const FONT = 'Arial, Helvetica, sans-serif';
const SIZE = 960;
const GROUND = 830;

/** Sky, fjords and the shadow every product picture stands on. */
function sceneSvg(body, shadowWidth = 250) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
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
    <linearGradient id="carton" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffffff"/>
      <stop offset="1" stop-color="#e6ecf0"/>
    </linearGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#sky)"/>
  <path d="M0 700 L180 520 L300 610 L470 430 L640 600 L780 500 L960 660 L960 960 L0 960 Z" fill="#d9e3ea"/>
  <path d="M0 780 L220 640 L420 740 L620 620 L960 780 L960 960 L0 960 Z" fill="#c3d2dc"/>
  <ellipse cx="480" cy="${GROUND}" rx="${shadowWidth}" ry="34" fill="#1d1d1b" fill-opacity="0.15"/>
${body}
</svg>`;
}

/** A capsule lying on its side, centred on (cx, cy): the pictogram read as "capsules" in any language. */
function capsuleSvg(cx, cy, width, angle = 0) {
  const height = width * 0.4;
  return `<g transform="rotate(${angle} ${cx} ${cy})"><rect x="${cx - width / 2}" y="${cy - height / 2}" width="${width}" height="${height}" rx="${height / 2}" fill="url(#capsule)"/></g>`;
}

/**
 * One bottle drawn at full size with its bottom centre at (480, GROUND), moved to `cx` and scaled
 * about its bottom. The label shows the capsule count large, so it needs no words of either language;
 * `compact` leaves out the small print, which a bottle drawn small would only blur (and pay bytes for).
 */
function bottleSvg({ cx = 480, scale = 1, count, badge, compact = false }) {
  const badgeSvg = badge
    ? `<circle cx="610" cy="300" r="62" fill="#f2b632" stroke="#ffffff" stroke-width="8"/>
    <text x="610" y="322" text-anchor="middle" font-family="${FONT}" font-size="60" font-weight="700" fill="${DARK}">${badge}</text>`
    : '';
  return `<g transform="translate(${cx} ${GROUND}) scale(${scale}) translate(-480 -${GROUND})">
    <rect x="380" y="170" width="200" height="80" rx="14" fill="${DARK}"/>
    <rect x="300" y="240" width="360" height="590" rx="60" fill="url(#glass)"/>
    <rect x="330" y="360" width="300" height="340" rx="18" fill="#ffffff"/>
    <path d="M348 418c10-32 30-52 62-56-20 14-30 34-34 56z" fill="${RED}"/>
    <text x="500" y="420" text-anchor="middle" font-family="${FONT}" font-size="50" font-weight="700" fill="${DARK}">Nordlys</text>
    ${compact ? '' : `<text x="480" y="462" text-anchor="middle" font-family="${FONT}" font-size="26" fill="#55554f">OMEGA-3 · D3 · K2</text>`}
    <text x="480" y="615" text-anchor="middle" font-family="${FONT}" font-size="150" font-weight="700" fill="${RED}">${count}</text>
    ${compact ? '' : capsuleSvg(480, 660, 70)}
    ${compact ? '' : '<rect x="340" y="270" width="22" height="520" rx="11" fill="#ffffff" fill-opacity="0.18"/>'}
    ${badgeSvg}
  </g>`;
}

/** A multipack's count ("2 × 30") in large type above its bottles. */
function headlineSvg(text) {
  return `<text x="480" y="250" text-anchor="middle" font-family="${FONT}" font-size="150" font-weight="700" fill="${RED}">${text}</text>`;
}

const looseCapsules = `${capsuleSvg(700, 784, 120, -25)}
  ${capsuleSvg(230, 794, 120, 18)}`;

/** The yearly pack: a carton of twelve bottles with "12 × 30" on its front, one bottle beside it. */
function cartonSvg() {
  return `<path d="M120 380 L560 380 L700 310 L260 310 Z" fill="#f4f7f9" stroke="#c3d2dc" stroke-width="4"/>
  <path d="M560 380 L700 310 L700 760 L560 ${GROUND} Z" fill="#d4dee5"/>
  <rect x="120" y="380" width="440" height="450" fill="url(#carton)"/>
  <rect x="120" y="430" width="440" height="70" fill="${RED}"/>
  <path d="M150 488c10-34 32-54 66-60-22 16-32 36-36 60z" fill="#ffffff"/>
  <text x="350" y="482" text-anchor="middle" font-family="${FONT}" font-size="50" font-weight="700" fill="#ffffff">Nordlys</text>
  <text x="340" y="645" text-anchor="middle" font-family="${FONT}" font-size="104" font-weight="700" fill="${RED}">12 × 30</text>
  ${capsuleSvg(340, 720, 80)}
  <text x="340" y="790" text-anchor="middle" font-family="${FONT}" font-size="28" fill="#55554f">OMEGA-3 · D3 · K2</text>
  ${bottleSvg({ cx: 815, scale: 0.5, count: 30, compact: true })}`;
}

/**
 * The pictures of the packs the shop sells, one per pack (`src/order/core/packImage.ts` maps an
 * offer's items to them), all square and of one size so a page can swap one for another.
 */
const packSvgs = {
  'sample-10': sceneSvg(`${bottleSvg({ scale: 0.8, count: 10 })}\n  ${looseCapsules}`, 210),
  'k2-30': sceneSvg(`${bottleSvg({ count: 30, badge: 'K2' })}\n  ${looseCapsules}`),
  'single-30': sceneSvg(`${bottleSvg({ count: 30 })}\n  ${looseCapsules}`),
  'duo-30': sceneSvg(
    `${headlineSvg('2 × 30')}
  ${bottleSvg({ cx: 330, scale: 0.7, count: 30, compact: true })}
  ${bottleSvg({ cx: 630, scale: 0.7, count: 30, compact: true })}`,
    330,
  ),
  'trio-30': sceneSvg(
    `${headlineSvg('3 × 30')}
  ${bottleSvg({ cx: 290, scale: 0.56, count: 30, compact: true })}
  ${bottleSvg({ cx: 670, scale: 0.56, count: 30, compact: true })}
  ${bottleSvg({ cx: 480, scale: 0.64, count: 30, compact: true })}`,
    340,
  ),
  'yearly-12x30': sceneSvg(cartonSvg(), 400),
};

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
for (const [pack, svg] of Object.entries(packSvgs)) {
  await write(
    `images/packs/${pack}.webp`,
    await render(svg).webp({ quality: 66, effort: 6, preset: 'picture' }).toBuffer(),
  );
}
await write(
  'images/og-image.png',
  await render(ogSvg).png({ palette: true, colors: 48, compressionLevel: 9 }).toBuffer(),
);
await write('images/apple-touch-icon.png', await render(iconSvg(180)).png({ palette: true }).toBuffer());
const favicon = await render(iconSvg(32)).png().toBuffer();
await write('favicon.ico', icoFromPng(favicon, 32));

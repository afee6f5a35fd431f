/**
 * Draws the illustration of every seeded article (1200x630 WebP, under 20 kB) into
 * packages/site/public/images/blog. Run from the repo root: `npx tsx apps/api/scripts/generateBlogImages.ts`.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { findUp } from '../src/findUp';
import { defaultContent } from '../src/seed/defaultContent';
import { type ArticleSeed, articleImagePath } from '../src/seed/siteContent';

const width = 1200;
const height = 630;

/** A motif per topic in the brand's red on light backgrounds; simple shapes keep files small. */
const motifs: Record<ArticleSeed['topic'], { background: string; shapes: string }> = {
  'omega-3': {
    background: '#fdecee',
    shapes: `<ellipse cx="600" cy="315" rx="220" ry="110" fill="#c8102e"/><polygon points="800,315 920,220 920,410" fill="#c8102e"/><circle cx="500" cy="290" r="18" fill="#fff"/>`,
  },
  'vitamin-d': {
    background: '#fff4d6',
    shapes: `<circle cx="600" cy="315" r="130" fill="#f2a900"/>${Array.from({ length: 12 }, (_, i) => `<rect x="592" y="105" width="16" height="60" rx="8" fill="#f2a900" transform="rotate(${i * 30} 600 315)"/>`).join('')}`,
  },
  'vitamin-k2': {
    background: '#e9f4ea',
    shapes: `<path d="M600 130 C760 200 760 430 600 500 C440 430 440 200 600 130 Z" fill="#2e7d32"/><line x1="600" y1="160" x2="600" y2="480" stroke="#e9f4ea" stroke-width="10"/>`,
  },
  heart: {
    background: '#fdecee',
    shapes: `<path d="M600 520 L390 300 A110 110 0 0 1 600 200 A110 110 0 0 1 810 300 Z" fill="#c8102e"/>`,
  },
  brain: {
    background: '#eef0fb',
    shapes: `<ellipse cx="540" cy="315" rx="150" ry="170" fill="#c8102e"/><ellipse cx="660" cy="315" rx="150" ry="170" fill="#a50d26"/><path d="M600 160 V470" stroke="#eef0fb" stroke-width="12"/>`,
  },
  joints: {
    background: '#f2f2f2',
    shapes: `<rect x="380" y="280" width="440" height="70" rx="35" fill="#1d1d1b"/><circle cx="380" cy="315" r="70" fill="#c8102e"/><circle cx="820" cy="315" r="70" fill="#c8102e"/>`,
  },
  origin: {
    background: '#e6f1f8',
    shapes: `<polygon points="300,500 520,180 700,500" fill="#1d1d1b"/><polygon points="560,500 760,240 940,500" fill="#3a4a56"/><rect x="0" y="500" width="1200" height="130" fill="#1f6f9f"/><polygon points="470,300 520,180 570,300" fill="#fff"/>`,
  },
  use: {
    background: '#fff8e8',
    shapes: `<rect x="430" y="255" width="340" height="120" rx="60" fill="#f2a900" transform="rotate(-20 600 315)"/><rect x="430" y="255" width="170" height="120" rx="60" fill="#c8102e" transform="rotate(-20 600 315)"/>`,
  },
};

function svgFor(topic: ArticleSeed['topic']): string {
  const motif = motifs[topic];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${motif.background}"/><rect x="0" y="0" width="${width}" height="16" fill="#c8102e"/>${motif.shapes}</svg>`;
}

const repoRoot = findUp(dirname(fileURLToPath(import.meta.url)), 'pnpm-workspace.yaml');
if (!repoRoot) throw new Error('Run inside the repository');
const publicDir = join(repoRoot, 'packages/site/public');

const topicBySlug = new Map<string, ArticleSeed['topic']>();
for (const content of Object.values(defaultContent)) {
  for (const article of content.articles) topicBySlug.set(article.slug, article.topic);
}
for (const [slug, topic] of topicBySlug) {
  const file = join(publicDir, articleImagePath(slug));
  await mkdir(dirname(file), { recursive: true });
  const info = await sharp(Buffer.from(svgFor(topic)))
    .webp({ quality: 80 })
    .toFile(file);
  console.log(`${articleImagePath(slug)} ${info.size} B`);
}

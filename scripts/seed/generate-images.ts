/**
 * Draws the seed catalogue's product pictures (simple SVG silhouettes per category, one colour
 * per product, a different view per image) and writes them as small WebP files next to this script.
 * Run once after changing catalogue.json: `npx tsx scripts/seed/generate-images.ts`. The output is committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { slugify } from '@pointe/config';
import { readCatalogue } from './catalogue.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SIZE = 720;

const SILHOUETTES: Record<string, string> = {
  Leotards:
    'M270 150 L320 150 Q360 230 400 230 Q440 230 480 150 L530 150 L500 330 Q470 470 520 560 L440 600 Q400 520 360 600 L280 560 Q330 470 300 330 Z',
  'Ballet Shoes':
    'M170 430 Q170 340 300 330 L520 320 Q610 320 610 400 Q610 470 520 480 L280 490 Q170 500 170 430 Z M300 335 L250 180 M360 330 L420 170',
  Tights: 'M290 140 L510 140 L500 330 L470 620 L420 620 L405 340 L395 340 L380 620 L330 620 L300 330 Z',
  'Skirts & Tutus': 'M330 220 L470 220 L480 300 Q660 330 650 380 Q520 430 400 420 Q280 430 150 380 Q140 330 320 300 Z',
  'Jazz & Tap':
    'M160 440 Q160 360 260 350 L470 330 Q560 320 600 380 L620 460 L560 470 L560 500 L500 500 L500 470 L200 480 Q160 480 160 440 Z',
  'Warm-ups':
    'M300 160 L500 160 L620 260 L570 330 L520 290 L520 600 L280 600 L280 290 L230 330 L180 260 Z',
  Accessories: 'M220 300 L580 300 L600 560 L200 560 Z M320 300 Q320 200 400 200 Q480 200 480 300',
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svg(category: string, colour: string, view: number, label: string): string {
  const path = SILHOUETTES[category] ?? SILHOUETTES.Accessories!;
  const backgrounds = ['#f7f1ee', '#efe6f0', '#eef2f0', '#f4efe6'];
  const rotate = [0, -8, 8, 0][view % 4]!;
  const scale = [1, 0.85, 0.85, 1.15][view % 4]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="${backgrounds[view % backgrounds.length]}"/>
  <circle cx="400" cy="400" r="300" fill="#ffffff" opacity="0.55"/>
  <g transform="translate(400 400) rotate(${rotate}) scale(${scale}) translate(-400 -400)">
    <path d="${path}" fill="${colour}" stroke="#2b2530" stroke-opacity="0.25" stroke-width="6" stroke-linejoin="round" fill-rule="evenodd"/>
  </g>
  <text x="400" y="740" font-family="sans-serif" font-size="28" fill="#5a5060" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
}

/**
 * A new product's picture until staff add one (the admin's "create"): a hanger on the shop's colours and
 * no words, since the same picture shows on the English and the Arabic pages.
 */
const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="#f7eced"/>
  <g fill="none" stroke="#a0355d" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" opacity="0.8">
    <path d="M400 300 Q400 250 440 240 Q470 225 465 195 Q455 160 420 160 Q385 162 380 195"/>
    <path d="M400 300 L170 470 Q150 490 180 495 L620 495 Q650 490 630 470 Z"/>
  </g>
</svg>`;

async function main() {
  const catalogue = await readCatalogue();
  const outDir = path.join(here, 'images');
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'placeholder.webp'), await sharp(Buffer.from(PLACEHOLDER)).webp({ quality: 72 }).toBuffer());
  for (const product of catalogue.products) {
    for (let view = 0; view < product.images; view += 1) {
      const file = path.join(outDir, `${slugify(product.name)}-${view + 1}.webp`);
      const image = svg(product.category, product.colour, view, `${product.brand} · view ${view + 1}`);
      await writeFile(file, await sharp(Buffer.from(image)).webp({ quality: 72 }).toBuffer());
    }
  }
  console.log(`Wrote images for ${catalogue.products.length} products to ${outDir}`);
}

await main();

// The picture link previews show when a page is shared (WhatsApp, Facebook, LinkedIn and X want a
// raster image, 1200×630): the site's mark (public/favicon.svg) on its brand blue, drawn from SVG when
// the site is built. No text in it, so the build machine needs no fonts and a rebranded site
// (PUBLIC_PRODUCT_NAME) needs no new picture; the preview prints the page's title beside it.
import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { OG_IMAGE } from '../lib/seo';

const { width, height } = OG_IMAGE;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1e40af"/>
      <stop offset="1" stop-color="#172554"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width / 2}" cy="${height / 2}" r="230" fill="#ffffff" fill-opacity="0.08"/>
  <g transform="translate(${width / 2 - 192} ${height / 2 - 192}) scale(12)">
    <path d="M16 7 4 13l12 6 12-6-12-6Zm-7 9v5c0 2 3.1 4 7 4s7-2 7-4v-5l-7 3.5L9 16Z" fill="#ffffff"/>
  </g>
</svg>`;

export const GET: APIRoute = async () =>
  new Response(await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer(), {
    headers: { 'Content-Type': 'image/png' },
  });

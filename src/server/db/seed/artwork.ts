/**
 * Demo pictures drawn as SVG (no text, so no fonts are needed) and rasterised by the image
 * pipeline like any upload.
 */
const palettes = [
  ['#1e3a8a', '#3b82f6', '#fbbf24'],
  ['#065f46', '#10b981', '#f0fdf4'],
  ['#7c2d12', '#f97316', '#fef3c7'],
  ['#581c87', '#a855f7', '#fde68a'],
  ['#0f172a', '#0ea5e9', '#f472b6'],
  ['#831843', '#ec4899', '#e0f2fe'],
  ['#134e4a', '#14b8a6', '#fde047'],
  ['#1e293b', '#6366f1', '#a7f3d0'],
] as const;

const pick = (index: number) => palettes[index % palettes.length] ?? palettes[0];

/** A 16:9 banner: gradient, soft circles and a code-bracket motif. */
export function bannerSvg(index: number): Buffer {
  const [dark, mid, accent] = pick(index);
  const shift = (index * 97) % 400;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="1280" height="720" fill="url(#g)"/>
  <circle cx="${980 - shift}" cy="140" r="260" fill="${accent}" opacity="0.14"/>
  <circle cx="${220 + shift}" cy="650" r="200" fill="#ffffff" opacity="0.08"/>
  <g fill="none" stroke="${accent}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round">
    <polyline points="500,250 390,360 500,470"/>
    <polyline points="780,250 890,360 780,470"/>
    <line x1="690" y1="220" x2="590" y2="500"/>
  </g>
  <g fill="#ffffff" opacity="0.25">${Array.from({ length: 12 }, (_, i) => `<circle cx="${80 + i * 100}" cy="${60 + ((i * 53 + index * 31) % 80)}" r="6"/>`).join('')}</g>
</svg>`);
}

/** A square portrait placeholder: a head-and-shoulders silhouette on a coloured ground. */
export function portraitSvg(index: number): Buffer {
  const [dark, mid, accent] = pick(index + 3);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
  <defs><radialGradient id="g" cx="0.5" cy="0.35" r="0.8">
    <stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>
  <rect width="640" height="640" fill="url(#g)"/>
  <circle cx="320" cy="250" r="120" fill="${accent}" opacity="0.92"/>
  <path d="M110 640 C130 470 230 410 320 410 C410 410 510 470 530 640 Z" fill="${accent}" opacity="0.92"/>
</svg>`);
}

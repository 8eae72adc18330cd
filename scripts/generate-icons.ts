// `npx tsx scripts/generate-icons.ts`: draws Éclat's app icons (web/public/icons) from the shapes below.
// The PNGs are committed; run this again only when the drawing changes.
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

const TEAL = '#0f6b5c';
const DEEP = '#0b4f44';
const CREAM = '#f7f5f0';
const SUN = '#f4c95d';

/** A four-point sparkle centred on (cx, cy), r from the centre to a point. */
function sparkle(cx: number, cy: number, r: number, fill: string): string {
  const w = r * 0.3;
  return `<path d="M${cx} ${cy - r}Q${cx + w * 0.35} ${cy - w * 0.35} ${cx + r} ${cy}Q${cx + w * 0.35} ${cy + w * 0.35} ${cx} ${cy + r}Q${cx - w * 0.35} ${cy + w * 0.35} ${cx - r} ${cy}Q${cx - w * 0.35} ${cy - w * 0.35} ${cx} ${cy - r}Z" fill="${fill}"/>`;
}

/**
 * The mark on a 512 grid: a house (roof, chimney, walls) in cream with a teal sparkle for its window,
 * and a sun-yellow sparkle above the roof. `scale` shrinks it about the centre (maskable icons keep
 * their drawing inside the central 80 % circle).
 */
function mark(scale: number): string {
  const house = [
    `<path d="M256 104L436 248a14 14 0 0 1-9 25h-29v135a24 24 0 0 1-24 24H138a24 24 0 0 1-24-24V273H85a14 14 0 0 1-9-25z" fill="${CREAM}"/>`,
    `<rect x="330" y="128" width="40" height="76" rx="8" fill="${CREAM}"/>`,
    sparkle(256, 322, 74, TEAL),
    sparkle(398, 102, 42, SUN),
  ].join('');
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">${house}</g>`;
}

function svg(options: { rounded: boolean; scale: number }): string {
  const background = `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${TEAL}"/><stop offset="1" stop-color="${DEEP}"/></linearGradient></defs>`;
  const shape = options.rounded ? '<rect width="512" height="512" rx="112" fill="url(#g)"/>' : '<rect width="512" height="512" fill="url(#g)"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}${shape}${mark(options.scale)}</svg>`;
}

/** The notification badge: Android shows only its alpha channel, so a white house on transparency. */
function badgeSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><g transform="translate(256 270) scale(1.05) translate(-256 -256)"><path d="M256 104L436 248a14 14 0 0 1-9 25h-29v135a24 24 0 0 1-24 24H138a24 24 0 0 1-24-24V273H85a14 14 0 0 1-9-25z" fill="#fff"/><rect x="330" y="128" width="40" height="76" rx="8" fill="#fff"/></g><g style="mix-blend-mode:normal">${sparkle(256, 336, 78, '#000')}</g></svg>`;
}

async function png(source: string, size: number, file: string, options: { knockOutBlack?: boolean } = {}): Promise<void> {
  let image = sharp(Buffer.from(source), { density: 72 * (size / 512) * 2 }).resize(size, size);
  if (options.knockOutBlack) {
    // The sparkle window is a hole in the badge: its black becomes transparent.
    const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i += 4) {
      const luminance = data[i]! + data[i + 1]! + data[i + 2]!;
      data[i + 3] = Math.round((data[i + 3]! * luminance) / (3 * 255));
      data[i] = data[i + 1] = data[i + 2] = 255;
    }
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  }
  await image.png({ compressionLevel: 9, palette: size <= 192 }).toFile(`web/public/icons/${file}`);
}

const regular = svg({ rounded: true, scale: 1 });
const fullBleed = svg({ rounded: false, scale: 1 });
const maskable = svg({ rounded: false, scale: 0.8 });
writeFileSync('web/public/icons/icon.svg', regular);
await png(regular, 192, 'icon-192.png');
await png(regular, 512, 'icon-512.png');
await png(maskable, 192, 'icon-maskable-192.png');
await png(maskable, 512, 'icon-maskable-512.png');
// iOS rounds the corners itself and shows transparency as black: the full-bleed square.
await png(fullBleed, 180, 'apple-touch-icon.png');
await png(badgeSvg(), 96, 'badge-96.png', { knockOutBlack: true });
console.log('Drew web/public/icons.');

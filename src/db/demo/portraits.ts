import { rng } from '../seed-cleaners.js';

/**
 * Illustrated portraits of the demo cleaners (issue #35), drawn by code: no photograph of anyone,
 * nothing downloaded. The same seed always draws the same face (skin tone, hair, clothes in Éclat's
 * palette, glasses, beard, headscarf), so a demo cleaner keeps their portrait across databases.
 * The seed stores the picture like an upload (identity's avatar encoder): 256 px, enough for the
 * 128 px the largest avatar is drawn at on a sharp screen.
 */

export type PortraitGender = 'female' | 'male' | 'other' | 'prefer_not_to_say';

export const PORTRAIT_PX = 256;

const SKIN = ['#f7d9c4', '#efc3a0', '#e0a982', '#c98c60', '#a66b45', '#87512f', '#5f3a24'];
const HAIR = ['#1e1613', '#34221a', '#563723', '#7b4a2a', '#a8743f', '#d2ad6c', '#9e9e9e', '#7c2f1d'];
/** Backgrounds: the themes' soft surfaces. */
const BACKGROUNDS = ['#e4efe9', '#eef3f1', '#fbefd2', '#e6edf9', '#f6e4dc', '#ebe5f4'];
/** Clothes: Éclat's greens, its accent and a few neighbours. */
const CLOTHES = ['#0f6b5c', '#2f8a55', '#14302b', '#1f4fd1', '#c2553a', '#e3b341', '#6b4e9b', '#3d4757'];
const SCARVES = ['#0f6b5c', '#6b4e9b', '#c2553a', '#1f4fd1', '#14302b'];

type Hair = 'short' | 'side' | 'crew' | 'curly' | 'bald' | 'long' | 'bob' | 'bun' | 'ponytail' | 'afro' | 'braids' | 'scarf';

export interface PortraitTraits {
  skin: string;
  hair: Hair;
  hairColor: string;
  background: string;
  clothes: string;
  scarf: string;
  apron: boolean;
  glasses: boolean;
  beard: boolean;
  smile: 'closed' | 'open';
}

const FEMININE: Hair[] = ['long', 'bob', 'bun', 'ponytail', 'afro', 'braids', 'curly', 'long', 'bob', 'scarf'];
const MASCULINE: Hair[] = ['short', 'side', 'crew', 'curly', 'bald', 'short', 'side', 'afro'];
const ANY: Hair[] = [...FEMININE, ...MASCULINE];

/** The traits drawn for a seed; darker hair is likelier for darker skin, grey for nobody in particular. */
export function portraitTraits(seed: number, gender: PortraitGender): PortraitTraits {
  const r = rng(seed * 104_729 + 7);
  const skinIndex = r.int(0, SKIN.length - 1);
  const hair = r.pick(gender === 'female' ? FEMININE : gender === 'male' ? MASCULINE : ANY);
  const hairColor = skinIndex >= 4 ? r.pick(HAIR.slice(0, 3)) : r.next() < 0.12 ? HAIR[6]! : r.pick(HAIR);
  const clothes = r.pick(CLOTHES);
  return {
    skin: SKIN[skinIndex]!,
    hair,
    hairColor,
    background: r.pick(BACKGROUNDS),
    clothes,
    // A headscarf never takes the colour of the clothes (it would melt into them).
    scarf: r.pick(SCARVES.filter((c) => c !== clothes)),
    apron: r.next() < 0.55,
    glasses: r.next() < 0.22,
    beard: gender === 'male' && hair !== 'scarf' && r.next() < 0.35,
    smile: r.next() < 0.5 ? 'open' : 'closed',
  };
}

/** A colour made darker by `amount` (0..1), for shadows and outlines of the same hue. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 0xff) * (1 - amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** What sits behind the head (long hair, a bun, an afro, a headscarf's drape). */
function hairBack(t: PortraitTraits): string {
  const c = t.hairColor;
  switch (t.hair) {
    case 'long':
      return `<path d="M70 110C64 56 98 38 128 38s64 18 58 72l10 92c-24 12-112 12-136 0z" fill="${c}"/>`;
    case 'braids':
      return `<path d="M72 110C66 58 98 40 128 40s62 18 56 70l4 40-116 0z" fill="${c}"/><rect x="70" y="120" width="18" height="96" rx="9" fill="${c}"/><rect x="168" y="120" width="18" height="96" rx="9" fill="${c}"/>`;
    case 'bob':
      return `<path d="M72 112C66 58 98 42 128 42s62 16 56 70l6 54c-22 8-102 8-124 0z" fill="${c}"/>`;
    case 'bun':
      return `<circle cx="128" cy="46" r="24" fill="${c}"/>`;
    case 'ponytail':
      return `<path d="M176 96c26 10 34 46 22 86-6-22-14-38-28-48z" fill="${c}"/>`;
    case 'afro':
      return `<circle cx="128" cy="92" r="70" fill="${c}"/>`;
    case 'scarf':
      return `<path d="M64 118C60 58 94 36 128 36s68 22 64 82l8 86c-20 18-124 18-144 0z" fill="${t.scarf}"/>`;
    default:
      return '';
  }
}

/** What sits in front of the forehead. */
function hairFront(t: PortraitTraits): string {
  const c = t.hairColor;
  switch (t.hair) {
    case 'short':
      return `<path d="M78 106C76 64 98 48 128 48s54 14 50 58c-10-20-30-28-50-28-22 0-40 8-50 28z" fill="${c}"/>`;
    case 'side':
      return `<path d="M78 108C74 62 100 46 130 46s52 18 48 62c-14-18-26-30-52-32 6 8 6 14 4 18-20-10-40-4-52 14z" fill="${c}"/>`;
    case 'crew':
      return `<path d="M80 100C82 66 102 54 128 54s46 12 48 46c-14-12-30-18-48-18s-34 6-48 18z" fill="${c}"/>`;
    case 'curly':
      return [64, 84, 104, 124, 144, 164, 184]
        .map((x, i) => `<circle cx="${x === 64 ? 80 : x === 184 ? 176 : x}" cy="${i === 0 || i === 6 ? 92 : 64 + Math.abs(3 - i) * 4}" r="${i === 0 || i === 6 ? 14 : 18}" fill="${c}"/>`)
        .join('');
    case 'bald':
      return `<path d="M80 118c-2-10 0-18 4-24M176 118c2-10 0-18-4-24" stroke="${c}" stroke-width="8" stroke-linecap="round" fill="none"/>`;
    case 'long':
    case 'braids':
    case 'ponytail':
      return `<path d="M78 110C76 64 100 46 128 46s54 18 50 64c-8-22-28-34-52-34-18 8-30 18-48 34z" fill="${c}"/>`;
    case 'bob':
      return `<path d="M76 112C74 64 100 48 128 48s54 16 52 64c-14-6-24-20-28-34-22 10-50 14-76 34z" fill="${c}"/>`;
    case 'bun':
      return `<path d="M78 106C76 66 100 52 128 52s52 14 50 54c-12-16-30-24-50-24s-38 8-50 24z" fill="${c}"/>`;
    case 'afro':
      return `<path d="M80 104c4-30 22-44 48-44s44 14 48 44c-14-12-30-18-48-18s-34 6-48 18z" fill="${shade(c, 0.15)}"/>`;
    case 'scarf':
      return `<path d="M72 118C70 66 98 50 128 50s58 16 56 68c-8-26-28-40-56-40s-48 14-56 40z" fill="${shade(t.scarf, 0.12)}"/>`;
  }
}

/** The picture as SVG source, PORTRAIT_PX square. */
export function portraitSvg(t: PortraitTraits): string {
  const skinShadow = shade(t.skin, 0.12);
  const ink = '#1c2430';
  const ears = t.hair === 'scarf' ? '' : `<circle cx="78" cy="118" r="10" fill="${skinShadow}"/><circle cx="178" cy="118" r="10" fill="${skinShadow}"/>`;
  const apron = t.apron
    ? `<path d="M100 256v-52c18 10 38 10 56 0v52z" fill="#ffffff" opacity=".92"/><path d="M100 206L92 186M156 206l8-20" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/><path d="M128 222l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#e3b341"/>`
    : `<path d="M112 186l16 18 16-18" fill="none" stroke="${shade(t.clothes, 0.25)}" stroke-width="5" stroke-linejoin="round"/>`;
  const beard = t.beard ? `<path d="M84 128c2 34 20 52 44 52s42-18 44-52c-8 14-20 22-44 22s-36-8-44-22z" fill="${t.hairColor}"/>` : '';
  const mouth =
    t.smile === 'open'
      ? `<path d="M112 142c6 12 26 12 32 0z" fill="#ffffff" stroke="#7a3b2e" stroke-width="3" stroke-linejoin="round"/>`
      : `<path d="M112 142q16 12 32 0" fill="none" stroke="#7a3b2e" stroke-width="4" stroke-linecap="round"/>`;
  const glasses = t.glasses
    ? `<g fill="none" stroke="${ink}" stroke-width="3.5"><rect x="94" y="106" width="28" height="20" rx="8"/><rect x="134" y="106" width="28" height="20" rx="8"/><path d="M122 114h12M94 112l-14-4M162 112l14-4"/></g>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_PX}" height="${PORTRAIT_PX}" viewBox="0 0 256 256">`,
    `<rect width="256" height="256" fill="${t.background}"/>`,
    hairBack(t),
    `<path d="M36 256c0-50 40-78 92-78s92 28 92 78z" fill="${t.clothes}"/>`,
    `<rect x="110" y="148" width="36" height="44" rx="14" fill="${skinShadow}"/>`,
    apron,
    ears,
    `<ellipse cx="128" cy="114" rx="50" ry="58" fill="${t.skin}"/>`,
    beard,
    hairFront(t),
    `<path d="M100 100q9-6 18 0M138 100q9-6 18 0" fill="none" stroke="${shade(t.hairColor, 0.1)}" stroke-width="4" stroke-linecap="round"/>`,
    `<ellipse cx="108" cy="116" rx="5" ry="6" fill="${ink}"/><ellipse cx="148" cy="116" rx="5" ry="6" fill="${ink}"/>`,
    `<path d="M128 120q-5 12 1 15" fill="none" stroke="${skinShadow}" stroke-width="4" stroke-linecap="round"/>`,
    `<circle cx="98" cy="134" r="8" fill="#e86a5a" opacity=".18"/><circle cx="158" cy="134" r="8" fill="#e86a5a" opacity=".18"/>`,
    mouth,
    glasses,
    '</svg>',
  ].join('');
}

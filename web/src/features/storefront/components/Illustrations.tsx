/**
 * Original illustrations of the public pages: small inline SVGs drawn with the theme's tokens
 * (classes in storefront.css), so they follow the default, bright and dark themes. A picture that
 * says something has a name (role="img" + aria-label); icons beside a heading are decorative.
 */

interface ArtProps {
  /** The accessible name of the picture. */
  label: string;
}

export function HouseArt({ label }: ArtProps) {
  return (
    <svg className="sf-art" viewBox="0 0 240 200" role="img" aria-label={label}>
      <circle className="sf-art__soft" cx="120" cy="104" r="92" />
      <path className="sf-art__surface sf-art__stroke" d="M54 104 120 50l66 54v70H54z" />
      <path className="sf-art__primary" d="M40 110 120 42l80 68-10 11-70-59-70 59z" />
      <rect className="sf-art__primary" x="104" y="124" width="32" height="50" rx="3" />
      <rect className="sf-art__accent" x="70" y="118" width="24" height="22" rx="3" />
      <rect className="sf-art__accent" x="146" y="118" width="24" height="22" rx="3" />
      <path className="sf-art__accent" d="M188 40l4 10 10 4-10 4-4 10-4-10-10-4 10-4zM44 58l3 7 7 3-7 3-3 7-3-7-7-3 7-3zM206 92l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      <path className="sf-art__line" d="M30 176h180" />
    </svg>
  );
}

export function StepsArt({ label }: ArtProps) {
  return (
    <svg className="sf-art" viewBox="0 0 240 200" role="img" aria-label={label}>
      <circle className="sf-art__soft" cx="120" cy="104" r="92" />
      <circle className="sf-art__surface sf-art__stroke" cx="62" cy="82" r="22" />
      <path className="sf-art__stroke sf-art__line" d="M78 98l14 14" />
      <rect className="sf-art__surface sf-art__stroke" x="96" y="60" width="52" height="50" rx="6" />
      <path className="sf-art__primary" d="M96 66a6 6 0 0 1 6-6h40a6 6 0 0 1 6 6v8H96z" />
      <path className="sf-art__line sf-art__check" d="M108 92l8 8 16-16" />
      <path className="sf-art__surface sf-art__stroke" d="M156 150l30-26 30 26v30h-60z" />
      <path className="sf-art__primary" d="M150 152l36-32 36 32-6 6-30-27-30 27z" />
      <path className="sf-art__accent" d="M196 100l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
      <path className="sf-art__line sf-art__dash" d="M84 122c10 20 40 30 66 30" />
      <path className="sf-art__line" d="M30 180h180" />
    </svg>
  );
}

export function HomeownerArt({ label }: ArtProps) {
  return (
    <svg className="sf-art" viewBox="0 0 240 200" role="img" aria-label={label}>
      <circle className="sf-art__soft" cx="120" cy="104" r="92" />
      <path className="sf-art__surface sf-art__stroke" d="M110 110l50-42 50 42v66H110z" />
      <path className="sf-art__primary" d="M100 116l60-52 60 52-8 8-52-45-52 45z" />
      <rect className="sf-art__primary" x="148" y="132" width="24" height="44" rx="3" />
      <rect className="sf-art__accent" x="122" y="124" width="18" height="18" rx="2" />
      <circle className="sf-art__skin" cx="66" cy="84" r="16" />
      <path className="sf-art__primary" d="M40 176v-52c0-14 12-24 26-24s26 10 26 24v52z" />
      <path className="sf-art__skin" d="M60 98c2 6 10 6 12 0" />
      <path className="sf-art__accent" d="M96 60l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
      <path className="sf-art__line" d="M30 176h180" />
    </svg>
  );
}

type IconName = 'shield' | 'lock' | 'calendar' | 'star' | 'search' | 'sparkle' | 'clock' | 'coins' | 'chat' | 'map' | 'repeat' | 'tag';

const ICON_PATHS: Record<IconName, string> = {
  shield: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5zm-1.2 13.6l6-6-1.4-1.4-4.6 4.6-2.2-2.2-1.4 1.4z',
  lock: 'M7 10V7a5 5 0 0 1 10 0v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2zm2 0h6V7a3 3 0 0 0-6 0zm3 3.5a1.5 1.5 0 0 0-1 2.6V18h2v-1.9a1.5 1.5 0 0 0-1-2.6z',
  calendar: 'M7 2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2zM5 10v10h14V10zm5.6 8.4l-3-3 1.4-1.4 1.6 1.6 4.4-4.4 1.4 1.4z',
  star: 'M12 2l3 6.3 6.9.9-5 4.8 1.2 6.9L12 17.6 5.9 20.9 7.1 14l-5-4.8 6.9-.9z',
  search: 'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  sparkle: 'M12 2l2.2 6.8L21 11l-6.8 2.2L12 20l-2.2-6.8L3 11l6.8-2.2zM19 16l1 2.5 2.5 1-2.5 1L19 23l-1-2.5-2.5-1 2.5-1z',
  clock: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v4.6l3.4 3.4-1.4 1.4-4-4V7z',
  coins: 'M12 3c4.4 0 8 1.3 8 3v12c0 1.7-3.6 3-8 3s-8-1.3-8-3V6c0-1.7 3.6-3 8-3zm0 2c-3.6 0-6 .9-6 1s2.4 1 6 1 6-.9 6-1-2.4-1-6-1zm6 4.2C16.6 9.7 14.4 10 12 10s-4.6-.3-6-.8V12c0 .1 2.4 1 6 1s6-.9 6-1zm0 6c-1.4.5-3.6.8-6 .8s-4.6-.3-6-.8V18c0 .1 2.4 1 6 1s6-.9 6-1z',
  chat: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 5v2h10V9zm0 4v2h7v-2z',
  map: 'M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  repeat: 'M17 2l4 4-4 4V7H7a2 2 0 0 0-2 2v2H3V9a4 4 0 0 1 4-4h10zM7 22l-4-4 4-4v3h10a2 2 0 0 0 2-2v-2h2v2a4 4 0 0 1-4 4H7z',
  tag: 'M3 3h8l10 10-8 8L3 11zm4.5 2.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
};

/** A decorative icon beside a heading (the heading says what it means). */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="sf-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} fillRule="evenodd" />
    </svg>
  );
}

export type { IconName };

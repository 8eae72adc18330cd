import { ArtSvg } from './ArtSvg';
import { sparkle } from './sparkle';

/** The home page's hero: a house opened like a doll's house (bedroom, bath, living room, kitchen) and a cleaner with a spray bottle. */
export function HomeHeroArt() {
  return (
    <ArtSvg width={320} height={260} className="hero__art">
      <ellipse className="art-bg" cx="164" cy="238" rx="152" ry="14" />
      {/* The house and its roof. */}
      <path className="art-surface art-edge" d="M48 118h200v118H48z" />
      <path className="art-primary" d="M204 52h18v40h-18z" />
      <path className="art-primary" d="M30 122 148 38l118 84-9 11L148 56 39 133z" />
      <path className="art-line" d="M48 177h200M148 118v118" />
      {/* Bedroom: a bed under a window. */}
      <rect className="art-accent-soft" x="104" y="128" width="28" height="20" rx="2" />
      <path className="art-line" d="M118 128v20" />
      <rect className="art-ink" x="58" y="144" width="5" height="30" rx="2" />
      <rect className="art-primary" x="60" y="158" width="76" height="12" rx="3" />
      <rect className="art-surface art-edge" x="66" y="150" width="20" height="9" rx="4" />
      <path className="art-primary-soft" d="M90 152h46v8H90z" />
      {/* Bath: a tub full of bubbles and a round mirror. */}
      <circle className="art-accent-soft" cx="222" cy="138" r="10" />
      <path className="art-line" d="M166 150v-12a6 6 0 0 1 12 0" />
      <path className="art-primary" d="M158 154h78v6a12 12 0 0 1-12 12h-54a12 12 0 0 1-12-12z" />
      <circle className="art-surface art-edge" cx="180" cy="151" r="6" />
      <circle className="art-surface art-edge" cx="194" cy="148" r="7" />
      <circle className="art-surface art-edge" cx="208" cy="151" r="5" />
      {/* Living room: a sofa, a lamp and a picture. */}
      <rect className="art-accent-soft" x="76" y="186" width="32" height="18" rx="2" />
      <rect className="art-primary-soft" x="60" y="206" width="72" height="16" rx="5" />
      <rect className="art-primary" x="56" y="214" width="80" height="16" rx="5" />
      <path className="art-line" d="M62 230v5M130 230v5M140 236v-36" />
      <path className="art-accent" d="M133 190h14l4 12h-22z" />
      {/* Kitchen: cupboards, a counter with a stove, a pan. */}
      <rect className="art-surface art-edge" x="160" y="184" width="32" height="16" rx="2" />
      <rect className="art-surface art-edge" x="200" y="184" width="36" height="16" rx="2" />
      <rect className="art-primary" x="156" y="212" width="84" height="6" rx="2" />
      <rect className="art-surface art-edge" x="160" y="218" width="76" height="18" />
      <path className="art-line" d="M198 218v18M190 227h2M206 227h2" />
      <path className="art-ink" d="M204 204h24a8 8 0 0 1-8 8h-8a8 8 0 0 1-8-8zM228 205h9v3h-9z" />
      {/* The cleaner: a spray bottle raised, sparkles where it shone. */}
      <circle className="art-skin-2" cx="286" cy="150" r="12" />
      <path className="art-hair" d="M274 149a12 12 0 0 1 24-2c-6 0-10-3-12-6-2 4-6 7-12 8z" />
      <path className="art-primary" d="M266 236v-54c0-12 9-20 20-20s20 8 20 20v54z" />
      <path className="art-surface" d="M279 164h14l-3 26h-8z" />
      <path className="art-line art-line--primary" d="M270 184l-10-18" />
      <circle className="art-skin-2" cx="259" cy="164" r="5" />
      <path className="art-accent" d="M254 140h10v6l4 4v14h-18v-14l4-4z" />
      <path className="art-ink" d="M254 136h12v5h-12z" />
      <path className="art-accent" d={`${sparkle(244, 112, 9)}${sparkle(268, 98, 6)}${sparkle(64, 96, 7)}${sparkle(22, 196, 6)}`} />
      {/* A bucket at the door. */}
      <path className="art-accent" d="M12 208h30l-4 28H16z" />
      <path className="art-line" d="M14 208c0-14 26-14 26 0" />
    </ArtSvg>
  );
}

import { ArtSvg } from './ArtSvg';
import { sparkle } from './sparkle';

/** The join page: a cleaner with a mop, a caddy of supplies at their feet. */
export function CleanerSuppliesArt() {
  return (
    <ArtSvg width={240} height={220} className="join-art">
      <circle className="art-bg" cx="120" cy="112" r="96" />
      <ellipse className="art-primary-soft" cx="120" cy="204" rx="96" ry="8" />
      {/* The mop, held upright. */}
      <path className="art-line" d="M160 44v148" strokeWidth="5" />
      <path className="art-accent" d="M146 190h28l6 14h-40z" />
      {/* The person. */}
      <circle className="art-skin-3" cx="112" cy="62" r="20" />
      <path className="art-hair" d="M92 60a20 20 0 0 1 40-4c-10 0-18-4-22-10-4 8-10 12-18 14z" />
      <circle className="art-hair" cx="132" cy="54" r="7" />
      <path className="art-primary" d="M78 200v-84c0-20 15-34 34-34s34 14 34 34v84z" />
      <path className="art-surface" d="M98 86h28l-4 50h-20z" />
      <rect className="art-accent" x="94" y="140" width="36" height="22" rx="4" />
      <path className="art-line art-line--primary" d="M140 118l20 6" strokeWidth="9" />
      <circle className="art-skin-3" cx="160" cy="124" r="7" />
      {/* The caddy: a spray bottle, a bottle and a sponge. */}
      <path className="art-surface art-edge" d="M28 166h56l-4 34H32z" />
      <path className="art-line" d="M36 166v-10h40v10" />
      <path className="art-accent" d="M40 132h10v6l5 5v23H35v-23l5-5z" />
      <path className="art-ink" d="M38 126h14v6H38zM52 127h6v3h-6z" />
      <rect className="art-primary" x="60" y="140" width="14" height="26" rx="4" />
      <rect className="art-primary-soft" x="62" y="134" width="10" height="6" rx="2" />
      <rect className="art-accent" x="46" y="180" width="22" height="10" rx="3" />
      <path className="art-accent" d={`${sparkle(196, 70, 10)}${sparkle(212, 100, 6)}${sparkle(40, 80, 7)}`} />
    </ArtSvg>
  );
}

import { ArtSvg } from './ArtSvg';
import { sparkle } from './sparkle';

export type ServiceArtName = 'regular' | 'deep' | 'move' | 'garage';

/** Regular cleaning: a living room, the vacuum out, the floor shining. */
function Regular() {
  return (
    <>
      <rect className="art-accent-soft" x="40" y="28" width="44" height="32" rx="3" />
      <path className="art-line" d="M62 28v32M40 44h44" />
      <rect className="art-primary-soft" x="26" y="78" width="92" height="26" rx="8" />
      <rect className="art-primary" x="18" y="96" width="108" height="26" rx="8" />
      <path className="art-line" d="M28 122v8M116 122v8" />
      <path className="art-line" d="M150 130l18-86" strokeWidth="4" />
      <rect className="art-ink" x="160" y="38" width="16" height="8" rx="3" />
      <rect className="art-accent" x="140" y="118" width="38" height="14" rx="6" />
      <circle className="art-ink" cx="148" cy="134" r="4" />
      <circle className="art-ink" cx="172" cy="134" r="4" />
      <path className="art-accent" d={`${sparkle(194, 104, 8)}${sparkle(106, 54, 6)}`} />
    </>
  );
}

/** Deep cleaning: a sparkling kitchen, cupboards, range hood, stove and sink. */
function Deep() {
  return (
    <>
      <rect className="art-surface art-edge" x="20" y="24" width="52" height="30" rx="3" />
      <rect className="art-surface art-edge" x="148" y="24" width="52" height="30" rx="3" />
      <path className="art-ink" d="M90 46h40l8 14H82z" />
      <path className="art-ink" d="M104 24h12v22h-12z" />
      <rect className="art-primary" x="14" y="86" width="192" height="8" rx="3" />
      <rect className="art-surface art-edge" x="20" y="94" width="180" height="42" />
      <path className="art-line" d="M80 94v42M140 94v42M46 112h8M166 112h8" />
      <rect className="art-ink" x="86" y="100" width="48" height="28" rx="3" />
      <path className="art-ink" d="M88 80h44v6H88z" />
      <path className="art-line" d="M30 86v-14a8 8 0 0 1 16 0" />
      <path className="art-primary-soft" d="M24 86h28v-4H24z" />
      <path className="art-accent" d={`${sparkle(178, 70, 9)}${sparkle(44, 66, 5)}${sparkle(110, 114, 7)}${sparkle(196, 42, 5)}`} />
    </>
  );
}

/** Move-out: moving boxes, taped, and the keys handed back. */
function Move() {
  return (
    <>
      <ellipse className="art-bg" cx="110" cy="132" rx="96" ry="8" />
      <rect className="art-accent" x="26" y="78" width="70" height="54" rx="3" />
      <path className="art-accent-soft" d="M26 78h70v10H26z" />
      <path className="art-ink" d="M55 78h12v20H55z" />
      <rect className="art-accent" x="104" y="94" width="60" height="38" rx="3" />
      <path className="art-ink" d="M128 94h12v14h-12z" />
      <rect className="art-accent" x="44" y="34" width="50" height="44" rx="3" />
      <path className="art-accent-soft" d="M44 34h50v8H44z" />
      <path className="art-ink" d="M63 34h12v16H63z" />
      <circle className="art-primary" cx="182" cy="56" r="12" />
      <circle className="art-bg" cx="182" cy="56" r="5" />
      <path className="art-primary" d="M192 62l20 20-6 6-4-4-4 4-4-4 4-4-10-10z" />
      <path className="art-accent" d={`${sparkle(176, 110, 8)}${sparkle(24, 54, 6)}`} />
    </>
  );
}

/** Garage: the door rolled up, the floor swept, a broom and a bin. */
function Garage() {
  return (
    <>
      <path className="art-primary" d="M16 54 110 18l94 36v82h-12V62L110 32 28 62v74H16z" />
      <path className="art-bg" d="M28 62 110 32l82 30v74H28z" />
      <path className="art-surface art-edge" d="M40 66h140v22H40z" />
      <path className="art-line" d="M40 77h140" />
      <path className="art-line" d="M60 136l34-40" strokeWidth="4" />
      <path className="art-accent" d="M50 124l14 14-10 6-12-12z" />
      <path className="art-primary-soft" d="M128 100h36l-4 36h-28z" />
      <path className="art-primary" d="M124 96h44v8h-44z" />
      <path className="art-line" d="M14 136h192" />
      <path className="art-accent" d={`${sparkle(104, 118, 8)}${sparkle(186, 40, 6)}`} />
    </>
  );
}

const DRAWINGS: Record<ServiceArtName, () => React.JSX.Element> = { regular: Regular, deep: Deep, move: Move, garage: Garage };

/** The drawing at the top of a service page, one per service. */
export function ServiceArt({ service }: { service: ServiceArtName }) {
  const Drawing = DRAWINGS[service];
  return (
    <ArtSvg width={220} height={144} className="service-art">
      <Drawing />
    </ArtSvg>
  );
}

import { ArtSvg } from './ArtSvg';
import { sparkle } from './sparkle';

export type EmptyArtName = 'bookings' | 'messages' | 'properties' | 'reviews' | 'gallery';

/** No bookings yet: a calendar with every day still free. */
function Bookings() {
  return (
    <>
      <rect className="art-surface art-edge" x="30" y="18" width="68" height="60" rx="7" />
      <path className="art-primary" d="M30 25a7 7 0 0 1 7-7h54a7 7 0 0 1 7 7v9H30z" />
      <path className="art-line" d="M46 12v12M82 12v12" />
      <path className="art-primary-soft" d="M40 44h10v8H40zM59 44h10v8H59zM78 44h10v8H78zM40 60h10v8H40zM59 60h10v8H59z" />
      <path className="art-accent" d={sparkle(106, 66, 8)} />
    </>
  );
}

/** No conversations yet: two speech bubbles, one waiting. */
function Messages() {
  return (
    <>
      <path className="art-primary" d="M20 22h56a8 8 0 0 1 8 8v22a8 8 0 0 1-8 8H40l-12 10v-10h-8a8 8 0 0 1-8-8V30a8 8 0 0 1 8-8z" />
      <path className="art-surface art-edge" d="M56 46h48a8 8 0 0 1 8 8v18a8 8 0 0 1-8 8h-4v10l-12-10H56a8 8 0 0 1-8-8V54a8 8 0 0 1 8-8z" />
      <circle className="art-ink" cx="68" cy="63" r="3" />
      <circle className="art-ink" cx="80" cy="63" r="3" />
      <circle className="art-ink" cx="92" cy="63" r="3" />
    </>
  );
}

/** No property yet: a house waiting for its address, with a key. */
function Properties() {
  return (
    <>
      <path className="art-surface art-edge" d="M30 50l34-28 34 28v34H30z" />
      <path className="art-primary" d="M22 54 64 18l42 36-6 7-36-31-36 31z" />
      <rect className="art-primary" x="56" y="60" width="16" height="24" rx="2" />
      <rect className="art-accent-soft" x="38" y="58" width="12" height="12" rx="2" />
      <circle className="art-accent" cx="102" cy="74" r="7" />
      <path className="art-accent" d="M106 78l10 10-4 4-2-2-2 2-3-3 2-2-5-5z" />
    </>
  );
}

/** No reviews yet: three stars, the first one lit. */
function Reviews() {
  const star = (x: number, y: number, r: number) => {
    const points = Array.from({ length: 10 }, (_, i) => {
      const a = (Math.PI / 5) * i - Math.PI / 2;
      const d = i % 2 ? r * 0.45 : r;
      return `${(x + d * Math.cos(a)).toFixed(1)} ${(y + d * Math.sin(a)).toFixed(1)}`;
    });
    return `M${points.join('L')}Z`;
  };
  return (
    <>
      <rect className="art-surface art-edge" x="16" y="30" width="96" height="44" rx="10" />
      <path className="art-accent" d={star(38, 52, 12)} />
      <path className="art-primary-soft" d={`${star(64, 52, 12)}${star(90, 52, 12)}`} />
      <path className="art-accent" d={sparkle(108, 22, 7)} />
    </>
  );
}

/** An empty gallery: a before and an after frame, waiting for photos. */
function Gallery() {
  return (
    <>
      <rect className="art-surface art-edge" x="12" y="26" width="50" height="44" rx="5" transform="rotate(-6 37 48)" />
      <rect className="art-surface art-edge" x="62" y="22" width="54" height="48" rx="5" transform="rotate(5 89 46)" />
      <circle className="art-accent" cx="100" cy="36" r="6" />
      <path className="art-primary" d="M68 64l14-18 10 12 6-6 14 14z" />
      <path className="art-primary-soft" d="M18 64l12-14 10 10 6-5 12 10z" />
      <path className="art-accent" d={sparkle(112, 82, 7)} />
    </>
  );
}

const DRAWINGS: Record<EmptyArtName, () => React.JSX.Element> = { bookings: Bookings, messages: Messages, properties: Properties, reviews: Reviews, gallery: Gallery };

/** The drawing above an empty list's text. */
export function EmptyArt({ name }: { name: EmptyArtName }) {
  const Drawing = DRAWINGS[name];
  return (
    <ArtSvg width={128} height={96} className="empty-state__art">
      <Drawing />
    </ArtSvg>
  );
}

import { ArtSvg } from './ArtSvg';
import { sparkle } from './sparkle';

export type StepArtName = 'find' | 'book' | 'enjoy';

/** Find: a magnifier over a cleaner's card with its stars. */
function Find() {
  return (
    <>
      <rect className="art-surface art-edge" x="14" y="22" width="58" height="58" rx="8" />
      <circle className="art-skin-1" cx="43" cy="42" r="10" />
      <path className="art-hair" d="M33 41a10 10 0 0 1 20 0c-5 0-8-2-10-5-2 3-5 5-10 5z" />
      <path className="art-primary" d="M27 72c0-9 7-15 16-15s16 6 16 15z" />
      <path className="art-accent" d={`${sparkle(24, 88, 4)}${sparkle(36, 88, 4)}${sparkle(48, 88, 4)}${sparkle(60, 88, 4)}`} />
      <circle className="art-line art-line--primary" cx="66" cy="50" r="16" strokeWidth="6" />
      <path className="art-line art-line--primary" d="M78 62l12 12" strokeWidth="8" />
    </>
  );
}

/** Book: a calendar page with the chosen day ticked. */
function Book() {
  return (
    <>
      <rect className="art-surface art-edge" x="14" y="20" width="68" height="64" rx="8" />
      <path className="art-primary" d="M14 28a8 8 0 0 1 8-8h52a8 8 0 0 1 8 8v10H14z" />
      <path className="art-line" d="M30 14v12M66 14v12" />
      <path className="art-primary-soft" d="M24 46h10v8H24zM43 46h10v8H43zM24 62h10v8H24zM62 62h10v8H62z" />
      <circle className="art-accent" cx="67" cy="50" r="9" />
      <path className="art-line" d="M62 50l4 4 7-8" />
      <path className="art-accent" d={sparkle(84, 16, 6)} />
    </>
  );
}

/** Enjoy: a clean sofa corner with a plant, shining. */
function Enjoy() {
  return (
    <>
      <ellipse className="art-bg" cx="48" cy="84" rx="40" ry="6" />
      <rect className="art-primary-soft" x="14" y="44" width="56" height="22" rx="6" />
      <rect className="art-primary" x="8" y="58" width="68" height="20" rx="6" />
      <path className="art-line" d="M16 78v6M68 78v6" />
      <path className="art-accent" d="M78 64h12l-2 20h-8z" />
      <path className="art-primary" d="M84 64c-8-4-10-14-6-20 6 4 7 12 6 20zM84 64c4-8 10-12 14-10-2 6-8 10-14 10z" />
      <path className="art-accent" d={`${sparkle(30, 28, 8)}${sparkle(54, 18, 5)}${sparkle(62, 36, 4)}`} />
    </>
  );
}

const DRAWINGS: Record<StepArtName, () => React.JSX.Element> = { find: Find, book: Book, enjoy: Enjoy };

/** The spot drawing of one how-it-works step. */
export function StepArt({ step }: { step: StepArtName }) {
  const Drawing = DRAWINGS[step];
  return (
    <ArtSvg width={100} height={100} className="art-spot">
      <Drawing />
    </ArtSvg>
  );
}

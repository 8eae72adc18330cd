/** Decorative: the surrounding control carries the busy state (aria-busy / disabled). */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}

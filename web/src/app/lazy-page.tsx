import { lazy, type ComponentType, type FunctionComponent } from 'react';

export type LazyPage<P extends object> = FunctionComponent<P> & {
  /** Loads the page's chunk; once it is loaded the page renders without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy that can be loaded ahead of rendering. A server-rendered page is replaced by the
 * client's first render: if that render suspended on the page's chunk, the visitor would see the
 * loading screen flash over content that was already there.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed to load (network) is tried again next time.
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload: () => preload().then(() => undefined) });
}

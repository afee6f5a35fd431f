import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';

/** Thrown by a split component whose code could not be fetched, for `PartLoadBoundary` to show. */
export class PartLoadError extends Error {
  /** Lets the part's next render fetch its code again. */
  readonly retry: () => void;

  constructor(cause: unknown, retry: () => void) {
    super('A part of the order form could not be loaded', { cause });
    this.name = 'PartLoadError';
    this.retry = retry;
  }
}

export interface Preloadable<Props> {
  /**
   * Renders the component, suspending only while its code has not arrived yet; throws a
   * `PartLoadError` when the code cannot be fetched.
   */
  Component: ComponentType<Props>;
  /** Fetches the code; resolves once it can render without suspending. */
  preload: () => Promise<ComponentType<Props>>;
  /** Resolves once something has fetched the code (`preload` or a render), without fetching it. */
  loaded: () => Promise<ComponentType<Props>>;
  /** The component if its code has arrived, else null. */
  peek: () => ComponentType<Props> | null;
}

/**
 * A code-split component like `React.lazy`, except that once its chunk has arrived it renders
 * straight away. `React.lazy` suspends on its first render even then, which would show the
 * fallback for a frame just as a new step takes the focus.
 */
export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  let arrived: (component: ComponentType<Props>) => void = () => {};
  const whenLoaded = new Promise<ComponentType<Props>>((resolve) => {
    arrived = resolve;
  });

  function preload(): Promise<ComponentType<Props>> {
    loading ??= load().then(
      (component) => {
        loaded = component;
        arrived(component);
        return component;
      },
      (error: unknown) => {
        // A failed fetch may succeed later (a flaky connection), so the next attempt asks again.
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  const lazyComponent = (): LazyExoticComponent<ComponentType<Props>> => {
    const current = lazy(() =>
      preload().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          // React keeps a lazy component's failure for good, so a retry mounts a new one, which
          // asks for the code again. Only a retry: React renders a failed tree again at once,
          // and a new one there would fetch again and again.
          throw new PartLoadError(error, () => {
            if (Lazy === current) Lazy = lazyComponent();
          });
        },
      ),
    );
    return current;
  };
  let Lazy = lazyComponent();

  // biome-ignore lint/correctness/noComponentHookFactories: called once per split component at module level, never during a render
  function Component(props: Props) {
    // Decided once per mount: switching from the lazy wrapper to the loaded component later
    // would remount the subtree and lose its state.
    const [Loaded] = useState(() => loaded);
    const [Pending] = useState(() => Lazy);
    return Loaded ? <Loaded {...props} /> : <Pending {...props} />;
  }

  return { Component, preload, loaded: () => whenLoaded, peek: () => loaded };
}

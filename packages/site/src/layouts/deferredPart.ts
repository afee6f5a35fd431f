/**
 * A piece of the page whose code is not in the page's first script: loaded once on demand
 * (again after a failure), then available synchronously.
 */
export interface DeferredPart<T> {
  /** Starts loading, or returns the load under way or done. */
  preload(): Promise<T>;
  /** The loaded value, or `undefined` until `preload()` has resolved. */
  loaded(): T | undefined;
}

export function createDeferredPart<T>(load: () => Promise<T>): DeferredPart<T> {
  let value: { current: T } | undefined;
  let loading: Promise<T> | undefined;
  return {
    preload() {
      loading ??= load().then(
        (result) => {
          value = { current: result };
          return result;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value?.current,
  };
}

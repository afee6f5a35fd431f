import { type ToastStore, useToasts } from '@shop/ui';

/** The page's toast store when a `ToastProvider` is above; the consent UI also works without one. */
export function useOptionalToasts(): ToastStore | null {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: useToasts reads its context on every call; only its missing-provider error is caught
    return useToasts();
  } catch {
    return null;
  }
}

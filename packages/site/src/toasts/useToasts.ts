import { type ToastInput, useToasts as useToastStore } from '@shop/ui';
import { useMemo } from 'react';

export interface SiteToasts {
  /** Shows a toast (at most 5; non-error toasts vanish after 5 s) and returns its id. */
  show(toast: ToastInput): string;
  dismiss(id: string): void;
}

/** Toasts of the running site, for pages: one store per site instance, shown bottom right. */
export function useToasts(): SiteToasts {
  const store = useToastStore();
  return useMemo(() => ({ show: (toast) => store.add(toast), dismiss: (id) => store.remove(id) }), [store]);
}

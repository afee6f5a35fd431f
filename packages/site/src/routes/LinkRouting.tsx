import { LinkNavigationProvider } from '@shop/ui';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Lets every `@shop/ui` Link with an internal `href` navigate through the TanStack router. */
export function LinkRouting({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <LinkNavigationProvider navigate={(href) => router.navigate({ href })}>{children}</LinkNavigationProvider>
  );
}

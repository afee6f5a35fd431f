import { safeStorage } from '@shop/contracts/browser';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { previousLayoutAtom } from '../shell/shellState';
import { previousLayout, type RememberedLayout, rememberLayout } from './layoutMemory';
import type { LayoutName } from './layoutName';

/** Records the layout a page is shown in, after hydration, in sessionStorage and the shell state. */
export function useRememberLayout(layout: LayoutName): void {
  const setPrevious = useSetAtom(previousLayoutAtom);
  useEffect(() => {
    const storage = safeStorage(() => window.sessionStorage);
    rememberLayout(layout, storage);
    setPrevious(previousLayout(storage));
  }, [layout, setPrevious]);
}

/** The last default or year layout the shopper saw in this tab. */
export function usePreviousLayout(): RememberedLayout | null {
  return useAtomValue(previousLayoutAtom);
}

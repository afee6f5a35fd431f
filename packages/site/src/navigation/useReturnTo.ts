import { useAtomValue } from 'jotai';
import { returnToAtom } from '../shell/shellState';

/** The page the logo and the back-to-order button lead to (SPEC §4), `/` by default. */
export function useReturnTo(): string {
  return useAtomValue(returnToAtom);
}

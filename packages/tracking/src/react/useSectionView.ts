import { type RefObject, useEffect } from 'react';
import { useTrackerContext } from './TrackerContext';

/** Counts the element as section `id` in the SECTIONVIEW events while it is mounted. */
export function useSectionView(ref: RefObject<Element | null>, id: string): void {
  const { sections } = useTrackerContext();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return sections().observe(element, id);
  }, [ref, id, sections]);
}

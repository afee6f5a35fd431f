import { type ComponentPropsWithoutRef, useRef } from 'react';
import { useSectionView } from './useSectionView';

export interface TrackSectionProps extends ComponentPropsWithoutRef<'section'> {
  /** Section id reported in SECTIONVIEW events. */
  id: string;
}

/** A `<section>` whose visibility is reported as section `id`. */
export function TrackSection({ id, children, ...rest }: TrackSectionProps) {
  const ref = useRef<HTMLElement>(null);
  useSectionView(ref, id);
  return (
    <section {...rest} id={id} ref={ref}>
      {children}
    </section>
  );
}

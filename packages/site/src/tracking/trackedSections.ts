/**
 * The sections of the home, landing and order pages whose visibility the tracker reports
 * (SECTIONVIEW, SPEC §7 and §9: a section counts as seen from 30 % in view). Each is marked with
 * `data-track-section` and one of these ids; a page reports the sorted ids in view.
 */
export const TRACKED_SECTIONS = {
  hero: 'hero',
  benefits: 'benefits',
  orderForm: 'order-form',
  contacts: 'contacts',
  preFooter: 'pre-footer',
} as const;

export type TrackedSection = (typeof TRACKED_SECTIONS)[keyof typeof TRACKED_SECTIONS];

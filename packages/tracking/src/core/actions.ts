/** SPEC §7: every action type the beat endpoint accepts. */
export const TRACKING_ACTIONS = [
  'HASH',
  'PAGE',
  'LANDING',
  'EXPERIMENT',
  'CONSENT',
  'WEBERROR',
  'DELETE',
  'INTRODUCTION',
  'NMT_ID',
  'HITBOTTOM',
  'CUSTOMER',
  'IPADDRESS',
  'LOADED',
  'CLICK',
  'COUNTERSTART',
  'COUNTERFINISH',
  'CONTENTVIEW',
  'ACTION',
  'EVENT',
  'VIDEOIN',
  'VIDEOOUT',
  'FOCUSIN',
  'FOCUSOUT',
  'FORM',
  'SECTIONVIEW',
  'NOTIFICATION_ENDPOINT',
  'CONV_API',
  'PERFORMANCE',
  'CONTACT',
] as const;

export type TrackingAction = (typeof TRACKING_ACTIONS)[number];

export function isTrackingAction(value: unknown): value is TrackingAction {
  return TRACKING_ACTIONS.some((action) => action === value);
}

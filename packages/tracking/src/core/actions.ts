import { type TrackingAction, trackingActions } from '@shop/contracts/vocabulary';

/** The tracking action types, under the name this package has always exported them by. */
export { type TrackingAction, trackingActions as TRACKING_ACTIONS };

export function isTrackingAction(value: unknown): value is TrackingAction {
  return trackingActions.some((action) => action === value);
}

export {
  DEVICE_IDENTITY_DELAY_MS,
  DEVICE_IDENTITY_QUIET_MS,
  TrackerProvider,
  type TrackerProviderProps,
} from './react/TrackerProvider';
export { TrackSection, type TrackSectionProps } from './react/TrackSection';
export { useAbVariant } from './react/useAbVariant';
export { useClickTracking } from './react/useClickTracking';
export { usePageView } from './react/usePageView';
export { useSectionView } from './react/useSectionView';
export { useTrack } from './react/useTrack';
export { useTracker } from './react/useTracker';
export { useTrackerSnapshot } from './react/useTrackerSnapshot';

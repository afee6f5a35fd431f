export { CONSENT_BAR_SIZE_PROPERTY } from './core/barSize';
export { ConsentBar, type ConsentBarProps } from './react/ConsentBar';
export { ConsentDialog, type ConsentDialogProps, type ConsentDialogTab } from './react/ConsentDialog';
export {
  ConsentProvider,
  type ConsentProviderProps,
  type ConsentValue,
  useConsent,
  useConsentSnapshot,
} from './react/ConsentProvider';

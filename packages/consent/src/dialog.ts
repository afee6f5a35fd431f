export { ConsentDialog, type ConsentDialogProps, type ConsentDialogTab } from './react/ConsentDialog';

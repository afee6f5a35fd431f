import './tokens.css';

export { DialogTrigger, RouterProvider } from 'react-aria-components';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Dialog, type DialogProps } from './Dialog';
export { Disclosure, type DisclosureProps } from './Disclosure';
export { ErrorSummary, type ErrorSummaryProps, type FieldErrorEntry } from './ErrorSummary';
export { FieldError, type FieldErrorProps } from './FieldError';
export { Image, type ImageProps } from './Image';
export {
  IMAGE_FORMATS,
  IMAGE_MAX_WIDTH,
  IMAGE_QUALITIES,
  type ImageFormat,
  type ImageScreen,
  imageVariantWidth,
} from './imageVariants';
export {
  type ImageFit,
  type ImageSources,
  type ImageSrcSetOptions,
  IPX_BASE,
  type IpxModifiers,
  imageSrcSet,
  ipxUrl,
} from './ipxUrl';
export { Link, type LinkProps, type LinkVariant } from './Link';
export {
  LinkNavigationProvider,
  type LinkNavigationProviderProps,
  type NavigateToHref,
  useLinkNavigation,
} from './LinkNavigation';
export { linkClassName } from './linkClassName';
export { Modal, type ModalProps } from './Modal';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './RadioGroup';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Spinner, type SpinnerProps } from './Spinner';
export { Switch, type SwitchProps } from './Switch';
export { sanitizeInlineHtml } from './sanitizeInlineHtml';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './Tabs';
export { TextArea, type TextAreaProps } from './TextArea';
export { TextField, type TextFieldProps } from './TextField';
export { ToastProvider, type ToastProviderProps, useToasts } from './ToastProvider';
export { ToastRegion, type ToastRegionProps, type ToastRegionTexts } from './ToastRegion';
export {
  createToastStore,
  type Toast,
  type ToastInput,
  type ToastStore,
  type ToastStoreOptions,
  type ToastType,
} from './toastStore';
export {
  type ImageDecoding,
  type ImageLoading,
  type ValidImageProps,
  validateImageProps,
} from './validateImageProps';

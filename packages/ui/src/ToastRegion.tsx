import { useI18n } from '@shop/i18n/react';
import { useContext, useEffect, useState } from 'react';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastList as AriaToastList,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
  Text,
} from 'react-aria-components';
import { Button } from './Button';
import { CloseIcon } from './CloseIcon';
import { mirrorToasts } from './mirrorToasts';
import { sanitizeInlineHtml } from './sanitizeInlineHtml';
import { ToastStoreContext } from './ToastProvider';
import type { Toast, ToastStore } from './toastStore';
import './ToastRegion.css';
import './VisuallyHidden.css';

function ToastCard({ toast, store }: { toast: QueuedToast<Toast>; store: ToastStore }) {
  const { messages } = useI18n();
  const { id, type, title, message } = toast.content;
  return (
    <AriaToast toast={toast} className={`shop-Toast shop-Toast--${type}`} onClick={() => store.remove(id)}>
      <AriaToastContent className="shop-Toast-content">
        <Text slot="title" className={title ? 'shop-Toast-title' : 'shop-visually-hidden'}>
          {title ?? messages.ui.toast.types[type]}
        </Text>
        <Text
          slot="description"
          className="shop-Toast-message"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the message is sanitised to inline tags and safe links
          dangerouslySetInnerHTML={{ __html: sanitizeInlineHtml(message) }}
        />
      </AriaToastContent>
      <Button
        slot="close"
        variant="secondary"
        isIconOnly
        className="shop-Toast-close"
        aria-label={messages.ui.toast.dismiss}
      >
        <CloseIcon />
      </Button>
    </AriaToast>
  );
}

export interface ToastRegionProps {
  /** Defaults to the store of the nearest `ToastProvider`. */
  store?: ToastStore;
}

/**
 * Shows the store's toasts bottom right (a landmark reachable with F6). Each toast is announced,
 * closes on a click anywhere on it or on its close button, and renders its message as sanitised
 * inline HTML. The store decides which toasts exist and when they expire.
 */
export function ToastRegion({ store: given }: ToastRegionProps) {
  const provided = useContext(ToastStoreContext);
  const store = given ?? provided;
  if (!store) throw new Error('ToastRegion needs a store prop or a <ToastProvider> above it');
  const { messages } = useI18n();
  const [queue] = useState(() => new AriaToastQueue<Toast>());
  useEffect(() => mirrorToasts(store, queue), [store, queue]);

  return (
    <AriaToastRegion queue={queue} aria-label={messages.ui.toast.regionLabel} className="shop-ToastRegion">
      <AriaToastList<Toast> className="shop-ToastList">
        {({ toast }) => <ToastCard toast={toast} store={store} />}
      </AriaToastList>
    </AriaToastRegion>
  );
}

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
import type { Toast, ToastStore, ToastType } from './toastStore';
import { useUiText } from './uiText';
import './ToastRegion.css';
import './VisuallyHidden.css';

/** The region's own texts; the toasts' titles and messages come with each toast. */
export interface ToastRegionTexts {
  /** The landmark's accessible name. */
  regionLabel: string;
  /** Each toast's close button. */
  dismiss: string;
  /** A toast's title for screen readers when it has none of its own. */
  types: Record<ToastType, string>;
}

function ToastCard({
  toast,
  store,
  texts,
}: {
  toast: QueuedToast<Toast>;
  store: ToastStore;
  texts: ToastRegionTexts;
}) {
  const { id, type, title, message } = toast.content;
  return (
    <AriaToast toast={toast} className={`shop-Toast shop-Toast--${type}`} onClick={() => store.remove(id)}>
      <AriaToastContent className="shop-Toast-content">
        <Text slot="title" className={title ? 'shop-Toast-title' : 'shop-visually-hidden'}>
          {title ?? texts.types[type]}
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
        aria-label={texts.dismiss}
      >
        <CloseIcon />
      </Button>
    </AriaToast>
  );
}

export interface ToastRegionProps {
  /** Defaults to the store of the nearest `ToastProvider`. */
  store?: ToastStore;
  /** The region's texts; the `I18nProvider` catalog's `ui.toast` unless given. */
  texts?: ToastRegionTexts;
}

/**
 * Shows the store's toasts bottom right (a landmark reachable with F6). Each toast is announced,
 * closes on a click anywhere on it or on its close button, and renders its message as sanitised
 * inline HTML. The store decides which toasts exist and when they expire.
 */
export function ToastRegion({ store: given, texts: givenTexts }: ToastRegionProps) {
  const provided = useContext(ToastStoreContext);
  const store = given ?? provided;
  if (!store) throw new Error('ToastRegion needs a store prop or a <ToastProvider> above it');
  const texts = useUiText(givenTexts, (ui) => ui.toast, 'texts');
  const [queue] = useState(() => new AriaToastQueue<Toast>());
  useEffect(() => mirrorToasts(store, queue), [store, queue]);

  return (
    <AriaToastRegion queue={queue} aria-label={texts.regionLabel} className="shop-ToastRegion">
      <AriaToastList<Toast> className="shop-ToastList">
        {({ toast }) => <ToastCard toast={toast} store={store} texts={texts} />}
      </AriaToastList>
    </AriaToastRegion>
  );
}

import type { ReactNode } from 'react';
import { Dialog as AriaDialog, type DialogProps as AriaDialogProps, Heading } from 'react-aria-components';
import { Button } from './Button';
import { CloseIcon } from './CloseIcon';
import { useUiText } from './uiText';
import './Dialog.css';

export interface DialogProps extends Pick<AriaDialogProps, 'role' | 'id'> {
  /** Visible heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** Content, or a function receiving `close` for buttons that end the dialog. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Hide the corner close button (keep another way to close, e.g. an action button). */
  hideCloseButton?: boolean;
  /** The close button's accessible name; the `I18nProvider` catalog's `ui.close` unless given. */
  closeLabel?: string;
  className?: string;
}

/** Dialog content with a labelled title and a close button; place it inside `Modal`. */
export function Dialog({
  title,
  children,
  hideCloseButton = false,
  closeLabel,
  className,
  ...props
}: DialogProps) {
  const closeName = useUiText(closeLabel, (ui) => ui.close, 'closeLabel');
  return (
    <AriaDialog {...props} className={className ? `shop-Dialog ${className}` : 'shop-Dialog'}>
      {({ close }) => (
        <>
          <div className="shop-Dialog-header">
            <Heading slot="title" className="shop-Dialog-title">
              {title}
            </Heading>
            {hideCloseButton ? null : (
              <Button
                variant="secondary"
                isIconOnly
                className="shop-Dialog-close"
                aria-label={closeName}
                onPress={close}
              >
                <CloseIcon />
              </Button>
            )}
          </div>
          {typeof children === 'function' ? children(close) : children}
        </>
      )}
    </AriaDialog>
  );
}

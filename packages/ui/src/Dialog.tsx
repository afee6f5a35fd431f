import { useI18n } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, type DialogProps as AriaDialogProps, Heading } from 'react-aria-components';
import { Button } from './Button';
import { CloseIcon } from './CloseIcon';
import './Dialog.css';

export interface DialogProps extends Pick<AriaDialogProps, 'role' | 'id'> {
  /** Visible heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** Content, or a function receiving `close` for buttons that end the dialog. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Hide the corner close button (keep another way to close, e.g. an action button). */
  hideCloseButton?: boolean;
  className?: string;
}

/** Dialog content with a labelled title and a close button; place it inside `Modal`. */
export function Dialog({ title, children, hideCloseButton = false, className, ...props }: DialogProps) {
  const { messages } = useI18n();
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
                aria-label={messages.ui.close}
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

import type { ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import './Modal.css';

export interface ModalProps
  extends Pick<
    ModalOverlayProps,
    'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled'
  > {
  size?: 'md' | 'lg';
  className?: string;
  /** Usually a `Dialog`. */
  children: ReactNode;
}

/**
 * A modal overlay: traps focus, hides the rest of the page from assistive technology, closes on
 * Escape and (unless `isDismissable={false}`) on a click outside. Controlled by `isOpen` or by a
 * surrounding `DialogTrigger`.
 */
export function Modal({ size = 'md', className, children, isDismissable = true, ...props }: ModalProps) {
  const classes = ['shop-Modal'];
  if (size === 'lg') classes.push('shop-Modal--lg');
  if (className) classes.push(className);
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className="shop-ModalOverlay">
      <AriaModal className={classes.join(' ')}>{children}</AriaModal>
    </ModalOverlay>
  );
}

import { Dialog, Modal } from '@shop/ui';
import type { ReactNode } from 'react';

export interface FooterPanelDialogProps {
  id: string;
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}

/**
 * The modal of a footer panel. It lives in its own module so the overlay code loads with the
 * first panel a shopper opens, not with every page.
 */
export function FooterPanelDialog({ id, title, isOpen, onOpenChange, children }: FooterPanelDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog id={id} title={title}>
        <div className="site-Footer-panel">{children}</div>
      </Dialog>
    </Modal>
  );
}

import { Button } from '@shop/ui';
import { useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';

const loadPanelDialog = () => import('./FooterPanelDialog');

const FooterPanelDialog = lazy(() =>
  loadPanelDialog().then((module) => ({ default: module.FooterPanelDialog })),
);

function preloadPanelDialog() {
  // Only a head start: a failed preload is retried, and reported, when the panel is opened.
  loadPanelDialog().catch(() => {});
}

export interface FooterPanelProps {
  /** Text of the footer button, also the panel's title unless `title` is given. */
  label: string;
  title?: string;
  children: ReactNode;
}

/**
 * A footer button opening a modal panel with short information. The modal's code is fetched
 * when the pointer or focus reaches the button, so it is there by the time the panel opens;
 * the modal moves focus in, closes on Escape and returns focus to the button. A panel stays open
 * only on the page it was opened on, so following a link in it closes it.
 */
export function FooterPanel({ label, title, children }: FooterPanelProps) {
  const dialogId = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const setOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="site-Footer-button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? dialogId : undefined}
        onHoverStart={preloadPanelDialog}
        onFocus={preloadPanelDialog}
        onPress={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <FooterPanelDialog id={dialogId} title={title ?? label} isOpen={isOpen} onOpenChange={setOpen}>
            {children}
          </FooterPanelDialog>
        </Suspense>
      ) : null}
    </>
  );
}

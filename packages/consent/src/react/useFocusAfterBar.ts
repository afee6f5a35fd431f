import { useEffect, useRef } from 'react';

/** The consent bar and dialogs: focus inside them is not where the visitor was on the page. */
const consentUi = '.shop-ConsentBar, [role="dialog"], [role="alertdialog"]';

/** Gives focus back to where the visitor was, else to the page's main content, if it was lost. */
export function restoreFocusAfterChoice(doc: Document, previous: HTMLElement | null): void {
  const lost = () => !doc.activeElement || doc.activeElement === doc.body;
  if (!lost()) return;
  previous?.focus();
  if (!lost()) return;
  const main = doc.querySelector('main');
  if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  main?.focus();
}

/** How long focus may stay in a closing dialog (its exit animation) before the hook gives up. */
const settleLimitMs = 2000;

/**
 * When the bar closes after a choice (in the bar or in the dialog opened from it) the button that
 * had focus is gone, and the browser would leave focus on `<body>`: the next Tab would start again
 * from the top or land on the toast. This gives focus back to the element that had it before the
 * consent UI took it, or to `<main>`. It waits, frame by frame, until focus has left the consent UI
 * (a closing dialog returns focus to its trigger once its exit animation ends), and changes nothing
 * when focus went somewhere on the page meanwhile.
 */
export function useFocusAfterBar(open: boolean): void {
  const lastOnPage = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest(consentUi)) lastOnPage.current = target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    const started = performance.now();
    let frame = 0;
    const settle = () => {
      const active = document.activeElement;
      const inConsentUi = active instanceof HTMLElement && active.closest(consentUi) !== null;
      if (inConsentUi && performance.now() - started < settleLimitMs) {
        frame = requestAnimationFrame(settle);
        return;
      }
      restoreFocusAfterChoice(document, lastOnPage.current);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [open]);
}

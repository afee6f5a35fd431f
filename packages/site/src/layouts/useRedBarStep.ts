import { useEffect, useState } from 'react';
import { redBarStep } from './redBarStep';

/**
 * The red bar image for the current scroll offset. Starts at 0 so the server and the first
 * client render agree; a passive listener then updates at most once per animation frame.
 */
export function useRedBarStep(): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setStep(redBarStep(window.scrollY));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);
  return step;
}

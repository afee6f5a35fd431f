import { RED_BAR_IMAGE_COUNT } from '../layouts/redBarStep';
import { useRedBarStep } from '../layouts/useRedBarStep';
import './RedBar.css';

const RED_BAR_IMAGE_WIDTH = 1440;
const RED_BAR_IMAGE_HEIGHT = 24;

/** Path of the red bar image for a step (0-based), e.g. `/images/red-bar/red-bar-01.webp`. */
function redBarImage(step: number): string {
  return `/images/red-bar/red-bar-${String(step + 1).padStart(2, '0')}.webp`;
}

export interface RedBarProps {
  /** Shows one step regardless of scrolling (stories, documentation). */
  step?: number;
}

/**
 * The decorative red bar: one of 23 images, cross-fading one step per 600 px of scroll. Only
 * the current image and its neighbours are in the DOM, so the next one is loaded before it
 * fades in and the other twenty are never fetched unless the shopper scrolls to them. The
 * images load at low priority behind the page's own content; the red background stands in.
 */
export function RedBar({ step: fixedStep }: RedBarProps) {
  const scrolledStep = useRedBarStep();
  const step = fixedStep ?? scrolledStep;
  const visible = [step - 1, step, step + 1].filter((index) => index >= 0 && index < RED_BAR_IMAGE_COUNT);
  return (
    <div className="site-RedBar" aria-hidden="true" data-step={step}>
      {visible.map((index) => (
        <img
          key={index}
          className="site-RedBar-image"
          src={redBarImage(index)}
          alt=""
          width={RED_BAR_IMAGE_WIDTH}
          height={RED_BAR_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
          fetchPriority="low"
          data-active={index === step ? true : undefined}
        />
      ))}
    </div>
  );
}

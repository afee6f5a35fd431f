import type { ButtonVariant } from './Button';
import './Button.css';
import './Link.css';

export type LinkVariant = 'inline' | ButtonVariant;

/**
 * The classes that give an anchor the look of `Link` in a variant. `Link` uses them, and so can
 * an anchor that another component renders (a router's own link, a plain `tel:` anchor): that
 * anchor takes its hover and keyboard focus states from the browser instead of from react-aria,
 * so pages can show links without loading react-aria's press handling.
 */
export function linkClassName(variant: LinkVariant = 'inline', className?: string): string {
  const classes = variant === 'inline' ? ['shop-Link'] : ['shop-Button', `shop-Button--${variant}`];
  if (className) classes.push(className);
  return classes.join(' ');
}

import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from './Spinner';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'red-cta';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: ButtonVariant;
  /** Square padding for a button whose only content is an icon (give it an `aria-label`). */
  isIconOnly?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * A button on react-aria-components. While `isPending` it keeps focus, ignores presses and shows
 * a spinner that screen readers hear together with the button's name.
 */
export function Button({
  variant = 'primary',
  isIconOnly = false,
  className,
  children,
  isPending,
  ...props
}: ButtonProps) {
  const classes = ['shop-Button', `shop-Button--${variant}`];
  if (isIconOnly) classes.push('shop-Button--icon');
  if (className) classes.push(className);
  return (
    <AriaButton {...props} isPending={isPending} className={classes.join(' ')}>
      {children}
      {isPending ? <Spinner /> : null}
    </AriaButton>
  );
}

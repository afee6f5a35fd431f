import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'children'> {
  /** The label; clicking it toggles the switch. */
  children: ReactNode;
  className?: string;
}

/** An on/off switch for a setting that applies at once (role switch). */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={className ? `shop-Switch ${className}` : 'shop-Switch'}>
      <span className="shop-Switch-track" aria-hidden="true">
        <span className="shop-Switch-thumb" />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}

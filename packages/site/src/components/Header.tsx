import { interpolate } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { Link, ScriptOnce } from '@tanstack/react-router';
import { returnToInlineScript } from '../navigation/returnTo';
import { useReturnTo } from '../navigation/useReturnTo';
import { useWebsite } from '../SiteContext';
import { Logo } from './Logo';
import { RedBar } from './RedBar';
import './Header.css';

export interface HeaderProps {
  /** `subpage` adds the red back-to-order button. */
  variant?: 'default' | 'subpage';
}

/**
 * The sticky site header: the red bar, the logo leading back to the return-to page. Its links are
 * the router's own, styled like `@shop/ui` links, so the first screen hydrates without
 * react-aria's press handling. The server renders them to `/`; an inline script right after them
 * gives them the return-to path before they are painted, and hydration starts from that path.
 */
export function Header({ variant = 'default' }: HeaderProps) {
  const { messages } = useI18n();
  const { productName, returnToPaths } = useWebsite();
  const returnTo = useReturnTo();
  return (
    <header className="site-Header" data-variant={variant}>
      <RedBar />
      <div className="site-Header-bar">
        <Link
          to={returnTo}
          className={linkClassName('inline', 'site-Header-logo')}
          aria-label={interpolate(messages.shell.header.logoLabel, { productName })}
        >
          <Logo />
        </Link>
        {variant === 'subpage' ? (
          <Link to={returnTo} className={linkClassName('red-cta', 'site-Header-back')}>
            {messages.shell.header.backToOrder}
          </Link>
        ) : null}
        {/* Server only: the links of a prerendered page are the same for everyone until this runs. */}
        <ScriptOnce>{import.meta.env.SSR ? returnToInlineScript(returnToPaths) : ''}</ScriptOnce>
      </div>
    </header>
  );
}

/** The header of subpages (blog, reviews, info and error pages) with the back-to-order button. */
export function SubpageHeader() {
  return <Header variant="subpage" />;
}

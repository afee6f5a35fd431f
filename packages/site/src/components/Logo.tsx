import './Logo.css';

const LOGO_SRC = '/images/logo.svg';

export interface LogoProps {
  size?: 'md' | 'sm';
  /** Empty (decorative) when a surrounding link already carries the name. */
  alt?: string;
}

/** The brand mark, with its box reserved by width and height so nothing moves when it loads. */
export function Logo({ size = 'md', alt = '' }: LogoProps) {
  const width = size === 'md' ? 160 : 128;
  const height = size === 'md' ? 40 : 32;
  return <img className="site-Logo" src={LOGO_SRC} alt={alt} width={width} height={height} />;
}

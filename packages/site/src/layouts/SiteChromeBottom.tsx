import { Footer } from '../components/Footer';
import { type PhoneNumber, PreFooter } from '../components/PreFooter';

export interface SiteChromeBottomProps {
  preFooter: boolean;
  preFooterPhone?: PhoneNumber;
}

/** The optional pre-footer and the footer: the part of the frame below every page's content. */
export function SiteChromeBottom({ preFooter, preFooterPhone }: SiteChromeBottomProps) {
  return (
    <>
      {preFooter ? <PreFooter phone={preFooterPhone} /> : null}
      <Footer />
    </>
  );
}

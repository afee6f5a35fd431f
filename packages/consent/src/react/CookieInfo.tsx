import { Spinner } from '@shop/ui';
import DOMPurify from 'dompurify';
import { useEffect } from 'react';
import type { ConsentDialogTexts } from '../core/consentTexts';

export type CookieInfoState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; html: string }
  | { status: 'failed' };

export interface CookieInfoProps {
  state: CookieInfoState;
  /** Starts the load; called when the panel first shows. */
  onLoad: () => void;
  /** Where visitors write when the text cannot be loaded (linked in the error block). */
  contactEmail: string;
  /** The spinner's accessible name while the text loads. */
  loadingLabel: string;
  texts: ConsentDialogTexts['infoError'];
}

/** The info tab: the conditions endpoint's HTML, sanitised, or an error block with a contact link. */
export function CookieInfo({ state, onLoad, contactEmail, loadingLabel, texts }: CookieInfoProps) {
  useEffect(() => {
    if (state.status === 'idle') onLoad();
  }, [state.status, onLoad]);

  if (state.status === 'loaded') {
    return (
      <div
        className="shop-CookieInfo"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify right here
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(state.html, { USE_PROFILES: { html: true } }) }}
      />
    );
  }
  if (state.status === 'failed') {
    const [before = '', after = ''] = texts.text.split('{email}');
    return (
      <div role="alert" className="shop-CookieInfo-error">
        <h3>{texts.heading}</h3>
        <p>
          {before}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          {after}
        </p>
      </div>
    );
  }
  return <Spinner label={loadingLabel} className="shop-CookieInfo-spinner" />;
}

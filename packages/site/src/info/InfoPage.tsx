import { useLazyMessages } from '@shop/i18n/react';
import { type ReactNode, useId } from 'react';
import { InfoNav } from './InfoNav';
import { InfoBlocks, useInfoText } from './InfoText';
import './Info.css';

export interface InfoPageProps {
  title: string;
  /** Paragraphs under the title. */
  intro: readonly string[];
  /** The page's sections. */
  children: ReactNode;
  /** Whether the cookie and personal-data pages are listed beside it (they are by default). */
  nav?: boolean;
}

/** The frame of every information page: title, introduction, sections, contacts, navigation. */
export function InfoPage({ title, intro, children, nav = true }: InfoPageProps) {
  const info = useLazyMessages('infoFrame');
  const fill = useInfoText();
  const titleId = useId();
  return (
    <div className="site-Info">
      <article className="site-Info-document" aria-labelledby={titleId}>
        <h1 id={titleId} className="site-Info-title">
          {title}
        </h1>
        <div className="site-Info-intro">
          <InfoBlocks blocks={intro} />
        </div>
        {children}
        <p className="site-Info-contact">{fill(info.contactNote)}</p>
      </article>
      {nav ? <InfoNav /> : null}
    </div>
  );
}

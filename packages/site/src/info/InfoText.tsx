import { interpolate } from '@shop/i18n';
import { type ReactNode, useId } from 'react';
import { useWebsite } from '../SiteContext';
import { infoValues } from './infoValues';

/** A paragraph, a bulleted list, or terms with their explanations. */
export type InfoBlock =
  | string
  | { readonly list: readonly string[] }
  | { readonly terms: readonly { readonly term: string; readonly text: string }[] };

export interface InfoSectionText {
  readonly heading: string;
  readonly content: readonly InfoBlock[];
}

/** Fills the seller's data into a text of the information pages. */
export function useInfoText(): (text: string) => string {
  const values = infoValues(useWebsite());
  return (text) => interpolate(text, values);
}

function blockKey(block: InfoBlock): string {
  if (typeof block === 'string') return block;
  if ('list' in block) return `list:${block.list[0] ?? ''}`;
  return `terms:${block.terms[0]?.term ?? ''}`;
}

function Block({ block }: { block: InfoBlock }) {
  const fill = useInfoText();
  if (typeof block === 'string') return <p>{fill(block)}</p>;
  if ('list' in block) {
    return (
      <ul className="site-Info-list">
        {block.list.map((item) => (
          <li key={item}>{fill(item)}</li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="site-Info-terms">
      {block.terms.map(({ term, text }) => (
        <div key={term} className="site-Info-term">
          <dt>{fill(term)}</dt>
          <dd>{fill(text)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function InfoBlocks({ blocks }: { blocks: readonly InfoBlock[] }) {
  return blocks.map((block) => <Block key={blockKey(block)} block={block} />);
}

export interface InfoSectionProps {
  section: InfoSectionText;
  /** What follows the text inside the section: a button, links, a list from the API. */
  children?: ReactNode;
}

/** One headed section of an information page. */
export function InfoSection({ section, children }: InfoSectionProps) {
  const headingId = useId();
  return (
    <section className="site-Info-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-Info-heading">
        {section.heading}
      </h2>
      <InfoBlocks blocks={section.content} />
      {children}
    </section>
  );
}

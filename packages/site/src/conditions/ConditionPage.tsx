import { formatDate, interpolate } from '@shop/i18n';
import { useI18n, useLazyMessages } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { Link, useLoaderData } from '@tanstack/react-router';
import { useId } from 'react';
import { exactMatch } from '../blog/blogPaths';
import { useWebsite } from '../SiteContext';
import type { ConditionPageData } from './conditionLoaders';
import { conditionPath } from './conditionPaths';

/** SPEC §8: the block shown in place of the document's text when it could not be loaded. */
function ConditionLoadError() {
  const { messages } = useI18n();
  const website = useWebsite();
  const text = messages.errors.conditions;
  return (
    <div className="site-Condition-error" role="alert">
      <h2>{text.heading}</h2>
      <p>{interpolate(text.text, { email: website.contact.email })}</p>
    </div>
  );
}

/**
 * One condition document with the list of all of them. Its body is the API's HTML, which the
 * API sanitised when it stored it.
 */
export function ConditionPage({ data }: { data: ConditionPageData }) {
  const { locale } = useI18n();
  const text = useLazyMessages('contentPages').conditions;
  const conditionsPath = useWebsite().paths.conditions;
  const navId = useId();
  const { condition } = data;
  const title =
    condition?.title ?? data.conditions.find((item) => item.name === data.name)?.title ?? text.errorTitle;
  return (
    <div className="site-Condition">
      <article className="site-Condition-document" aria-labelledby="condition-title">
        <h1 id="condition-title" className="site-Blog-title">
          {title}
        </h1>
        {condition ? (
          <>
            <p className="site-ArticleMeta">
              {text.updated}{' '}
              <time dateTime={condition.updatedAt}>{formatDate(condition.updatedAt, { locale })}</time>
            </p>
            <div
              className="site-Article-content"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises condition HTML before storing it
              dangerouslySetInnerHTML={{ __html: condition.contentHtml }}
            />
          </>
        ) : (
          <ConditionLoadError />
        )}
      </article>
      {data.conditions.length > 0 ? (
        <nav className="site-Condition-nav" aria-labelledby={navId}>
          <h2 id={navId} className="site-Blog-sectionTitle">
            {text.navTitle}
          </h2>
          <ul>
            {data.conditions.map((item) => (
              <li key={item.name}>
                <Link
                  to={conditionPath(conditionsPath, item.name)}
                  activeOptions={exactMatch}
                  className={linkClassName('inline')}
                >
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/** `/podmienky/{name}`: one static route per document, so the nearest match's data is read. */
export function ConditionRoute() {
  const data = useLoaderData({ strict: false }) as ConditionPageData;
  return <ConditionPage data={data} />;
}

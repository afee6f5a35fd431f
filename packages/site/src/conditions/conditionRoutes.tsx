import { interpolate, type LazyMessages } from '@shop/i18n';
import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../head/pageHead';
import type { ContentRoutesOptions, PageWithHead } from '../routes/listAndItemRoutes';
import { withTexts } from '../routes/withTexts';
import type { ConditionPageData } from './conditionLoaders';
import { CONDITION_NAMES, conditionPath } from './conditionPaths';
// Condition pages are server-rendered: their styles ship with the first stylesheet.
import './Conditions.css';

/**
 * A page per condition document under the site's conditions path (SPEC §2), from the database;
 * loaders and the page are chunks of their own, and the loader makes the page's head.
 */
export function createConditionRoutes({
  website,
  lazyMessages,
  heads,
  parent,
  ogLocale,
}: ContentRoutesOptions): AnyRoute[] {
  const loadTexts = () => lazyMessages.load('contentPages');

  function conditionHead(data: ConditionPageData, text: LazyMessages['contentPages']['conditions']) {
    const title =
      data.condition?.title ??
      data.conditions.find((item) => item.name === data.name)?.title ??
      text.errorTitle;
    return {
      ...pageHead({
        website,
        path: conditionPath(website.paths.conditions, data.name),
        title,
        description: interpolate(text.description, {
          title,
          company: website.company.name,
          domain: website.domain,
        }),
        ogLocale,
      }),
      scripts: [],
    };
  }

  const component = lazyRouteComponent(
    withTexts(() => import('./ConditionPage'), loadTexts),
    'ConditionRoute',
  );

  return CONDITION_NAMES.map((name) =>
    createRoute({
      getParentRoute: () => parent,
      path: conditionPath(website.paths.conditions, name),
      loader: ({ context }): Promise<ConditionPageData & PageWithHead> =>
        Promise.all([import('./conditionLoaders'), loadTexts()]).then(([conditions, texts]) =>
          conditions
            .loadConditionPage(context.api, name)
            .then((data) => ({ ...data, head: conditionHead(data, texts.conditions) })),
        ),
      head: heads.fromData<PageWithHead>((data) => data.head),
      component,
      staticData: { page: 'conditions/ConditionPage.tsx', texts: ['contentPages'] },
    }),
  );
}

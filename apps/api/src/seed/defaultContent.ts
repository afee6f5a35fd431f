import { articlesCs } from './content/articles.cs';
import { articlesSk } from './content/articles.sk';
import { conditionsCs } from './content/conditions.cs';
import { conditionsSk } from './content/conditions.sk';
import { testimonialsCs } from './content/testimonials.cs';
import { testimonialsSk } from './content/testimonials.sk';
import type { ContentBySite } from './siteContent';

/** The content both sites start with; the cz site is written in Czech. */
export const defaultContent: ContentBySite = {
  sk: { articles: articlesSk, testimonials: testimonialsSk, conditions: conditionsSk },
  cz: { articles: articlesCs, testimonials: testimonialsCs, conditions: conditionsCs },
};

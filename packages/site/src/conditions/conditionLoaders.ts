import {
  type Condition,
  type ConditionSummary,
  conditionEndpoint,
  conditionsEndpoint,
  type HttpClient,
} from '@shop/contracts';
import { notFound } from '@tanstack/react-router';

export interface ConditionPageData {
  name: string;
  /** Every published condition, for the page's navigation; empty when the list failed to load. */
  conditions: ConditionSummary[];
  /** The document, or null when loading it failed: the page then shows SPEC §8's error block. */
  condition: Condition | null;
}

/**
 * Loads one condition document and the list of all of them. A document the API does not have
 * is the not-found view; a failed load is not an error page but the page with its error block
 * in place of the text (answered 200: the page itself, its navigation and contacts, works).
 */
export async function loadConditionPage(api: HttpClient, name: string): Promise<ConditionPageData> {
  const [condition, list] = await Promise.all([
    api.call(conditionEndpoint, { name }),
    api.call(conditionsEndpoint, {}),
  ]);
  if (!condition.ok && condition.error.kind === 'http' && condition.error.status === 404) throw notFound();
  return {
    name,
    conditions: list.ok ? list.data.items : [],
    condition: condition.ok ? condition.data : null,
  };
}

import { act, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * Renders `ui` inside an awaited `act`, as React asks of trees that suspend: the form reads its
 * texts through `use()`, and its later steps are code-split, so a render may suspend.
 */
export async function renderSettled(ui: ReactElement): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result as RenderResult;
}

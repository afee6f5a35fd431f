import { act, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * Renders `ui` inside an awaited `act`, as React asks of trees that suspend: pages and the order
 * form read lazy texts through `use()` and load code-split parts, so a render may suspend.
 */
export async function renderSettled(ui: ReactElement): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result as RenderResult;
}

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { pagesOfIssue } from '../pagesOfIssue';

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('accessibility', () => {
  for (const { name, path, status } of pagesOfIssue) {
    test(`${name} page has no WCAG 2.2 AA violations @mobile`, async ({ page, pageIssues }) => {
      pageIssues.allow(/the server responded with a status of 404/);
      pageIssues.allow(/Page Not Found: /);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
      const summary = results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
      expect(summary).toEqual([]);
    });
  }
});

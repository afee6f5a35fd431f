import { expect, test } from '../fixtures';
import { isHydrationMessage } from '../pageProblems';
import { pagesOfIssue } from '../pagesOfIssue';

// The fixture fails any test with a console error, page error, CSP violation or hydration
// warning; this spec visits every page, scrolls it so lazy parts load, and also refuses
// warnings, apart from the not-found log SPEC asks for.
test.describe('console', () => {
  for (const { name, path, status } of pagesOfIssue) {
    test(`${name} page hydrates without errors or warnings @mobile`, async ({ page, pageIssues }) => {
      const notFoundLog = `Page Not Found: ${path}`;
      pageIssues.allow(/the server responded with a status of 404/);
      pageIssues.allow(new RegExp(notFoundLog));
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 2_000);
      await page.waitForLoadState('networkidle');
      const logged = (text: string) => text.startsWith(notFoundLog);
      const warnings = pageIssues.events.filter(
        (event) =>
          (event.kind === 'console-warning' && !logged(event.text)) || isHydrationMessage(event.text),
      );
      expect(warnings).toEqual([]);
      expect(pageIssues.events.some((event) => logged(event.text))).toBe(status === 404);
    });
  }
});

import { csLazyMessages } from '@shop/i18n/cs';
import { skLazyMessages } from '@shop/i18n/sk';
import { describe, expect, it } from 'vitest';
import { siteBuildPlan } from '../createSite';
import { createFakeApi, createPageRenderer, createTestSite } from '../test/serverRendering';
import { CONTACT_PATH } from './contactPath';

// The page has no loader: any call it made to the API while rendering would be a mistake.
const noApi = () =>
  createFakeApi((url) => {
    throw new Error(`unexpected API call ${url.pathname}`);
  });

const cases = [
  { name: 'sk', contactText: await skLazyMessages.contactForm(), domain: 'nordlys.sk' },
  { name: 'cz', contactText: await csLazyMessages.contactForm(), domain: 'nordlys.cz' },
] as const;

describe.each(cases)(
  'the contact page of the $name site rendered on the server',
  ({ name, contactText, domain }) => {
    const site = createTestSite(name);
    const render = createPageRenderer(site, noApi);
    const text = contactText;

    it('is prerendered', () => {
      expect(siteBuildPlan(site).staticPaths).toContain(CONTACT_PATH);
    });

    it('is complete HTML with its head and every field of the form', async () => {
      const page = await render(CONTACT_PATH);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<title>${text.pageTitle} | ${domain}</title>`);
      expect(page.html).toContain(`<link rel="canonical" href="https://www.${domain}${CONTACT_PATH}"`);
      expect(page.html).toContain(`<h1 class="site-Contact-title">${text.title}</h1>`);
      for (const label of [
        text.customerType.label,
        text.questionType.label,
        text.name,
        text.email,
        text.message,
      ]) {
        expect(page.html).toContain(label);
      }
      expect(page.html).toMatch(/<button[^>]*class="shop-Input shop-Select-button"/);
      expect(page.html).toContain(text.questionType.placeholder);
      expect(page.html).toMatch(/<textarea[^>]*name="message"[^>]*class="shop-Input shop-TextArea"/);
    });
  },
);

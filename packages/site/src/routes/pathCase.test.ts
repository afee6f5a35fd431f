import { cs } from '@shop/i18n/cs';
import { sk } from '@shop/i18n/sk';
import { describe, expect, it } from 'vitest';
import {
  createFakeApi,
  createPageRenderer,
  createTestSite,
  jsonResponse,
  pagedResponse,
} from '../test/serverRendering';

/** Answers the list endpoints with empty lists, so the real paths render without content. */
const fakeApi = () =>
  createFakeApi((url) =>
    url.pathname.endsWith('/articles') || url.pathname.endsWith('/testimonials')
      ? pagedResponse([], url)
      : jsonResponse({ error: 'not_found' }, 404),
  );

const renderSlovak = createPageRenderer(createTestSite('sk'), fakeApi);
const renderCzech = createPageRenderer(createTestSite('cz'), fakeApi);

describe('paths are matched with their case', () => {
  it.each(['/Blog', '/BLOG', '/Recenzie', '/Cookies-osobne-udaje', '/K2zadarmo/home', '/Blog/clanok'])(
    '%s is the not-found view with status 404, not a copy of a page',
    async (path) => {
      const page = await renderSlovak(path);
      expect(page.status).toBe(404);
      expect(page.html).toContain(sk.shell.errorPage.notFoundTitle);
      expect(page.html).toContain(path);
    },
  );

  it('answers the Czech /Recenze with the Czech not-found view', async () => {
    const page = await renderCzech('/Recenze');
    expect(page.status).toBe(404);
    expect(page.html).toContain(cs.shell.errorPage.notFoundTitle);
  });

  it.each(['/blog', '/recenzie'])('still serves %s as written', async (path) => {
    expect((await renderSlovak(path)).status).toBe(200);
  });
});

import { type Condition, conditionNames } from '@shop/contracts';
import { sk, skLazyMessages } from '@shop/i18n/sk';
import { describe, expect, it } from 'vitest';
import { createSite } from '../createSite';
import { createFakeApi, createPageRenderer, createTestSite, jsonResponse } from '../test/serverRendering';
import { skWebsite } from '../test/websites';

function conditionOf(name: string): Condition {
  return {
    name: name as Condition['name'],
    title: `Dokument ${name}`,
    contentHtml: `<h2>Článok 1</h2><p>Text dokumentu ${name}.</p>`,
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

type ApiBehaviour = 'ok' | 'document-down' | 'down' | 'missing';

/** A stand-in for the API's condition endpoints. */
function fakeApi(behaviour: ApiBehaviour = 'ok') {
  return createFakeApi((url) => {
    const name = url.pathname.match(/^\/api\/conditions\/(.+)$/)?.[1];
    if (behaviour === 'down' || (name && behaviour === 'document-down')) {
      return jsonResponse({ error: 'unavailable' }, 503);
    }
    if (name) {
      return behaviour === 'missing'
        ? jsonResponse({ error: 'not_found' }, 404)
        : jsonResponse(conditionOf(name));
    }
    return jsonResponse({ items: conditionNames.map((item) => ({ name: item, title: `Dokument ${item}` })) });
  });
}

const skConditions = (await skLazyMessages.contentPages()).conditions;
const render = createPageRenderer(createTestSite('sk'), fakeApi);

describe('condition pages rendered on the server', () => {
  it('renders the document, its date and the list of all conditions', async () => {
    const page = await render('/podmienky/reviews');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Dokument reviews | nordlys.sk</title>');
    expect(page.html).toContain('<link rel="canonical" href="https://www.nordlys.sk/podmienky/reviews" ');
    expect(page.html).toContain('<p>Text dokumentu reviews.</p>');
    expect(page.html).toContain('<time dateTime="2025-01-01T00:00:00.000Z">1.1.2025</time>');
    expect(page.html).toContain(skConditions.navTitle);
    for (const name of conditionNames) expect(page.html).toContain(`href="/podmienky/${name}"`);
  });

  it('answers a name outside the published set with 404 without asking the API', async () => {
    const api = fakeApi();
    const page = await render('/podmienky/neexistuje', api);
    expect(page.status).toBe(404);
    expect(page.html).toContain(sk.shell.errorPage.notFoundTitle);
    expect(api.calls).toEqual([]);
  });

  it('answers a document the API does not have with 404', async () => {
    const page = await render('/podmienky/terms', fakeApi('missing'));
    expect(page.status).toBe(404);
    expect(page.html).toContain(sk.shell.errorPage.notFoundTitle);
  });

  it('shows the error block in place of the text when the document fails to load', async () => {
    const page = await render('/podmienky/cookies', fakeApi('document-down'));
    expect(page.status).toBe(200);
    expect(page.html).toContain(sk.errors.conditions.heading);
    expect(page.html).toContain('info@nordlys.sk');
    expect(page.html).toContain('<title>Dokument cookies | nordlys.sk</title>');
    expect(page.html).not.toContain('Text dokumentu');
    expect(page.html).toContain('href="/podmienky/terms"');
  });

  it('shows the error block under a generic title when the whole API is down', async () => {
    const page = await render('/podmienky/terms', fakeApi('down'));
    expect(page.status).toBe(200);
    expect(page.html).toContain(sk.errors.conditions.heading);
    expect(page.html).toContain(`<title>${skConditions.errorTitle} | nordlys.sk</title>`);
  });

  it('still moves the Czech spelling permanently to /podmienky', async () => {
    const page = await render('/podminky/terms');
    expect(page.status).toBe(301);
  });
});

describe('a site whose conditions live at another path', () => {
  const conditionsPath = '/obchodne-podmienky';
  const site = createSite({
    website: { ...skWebsite, paths: { ...skWebsite.paths, conditions: conditionsPath } },
    locale: 'sk',
    messages: sk,
    lazyMessages: skLazyMessages,
  });
  const renderAt = createPageRenderer(site, fakeApi);

  it('serves the documents there and links them from the page and its footer', async () => {
    const page = await renderAt(`${conditionsPath}/reviews`);
    expect(page.status).toBe(200);
    for (const name of conditionNames) expect(page.html).toContain(`href="${conditionsPath}/${name}"`);
    expect(page.html).not.toContain('href="/podmienky/');
    expect((await renderAt('/podmienky/reviews')).status).toBe(404);
  });

  it('moves the bare path and the Czech spelling there', async () => {
    const bare = await renderAt(conditionsPath);
    expect([bare.status, bare.headers.location]).toEqual([302, `${conditionsPath}/terms`]);
    const czech = await renderAt('/podminky/terms');
    expect(czech.status).toBe(301);
    expect(czech.headers.location).toContain(`${conditionsPath}/terms`);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { earlyLinkTarget } from './earlyLinks';

const PAGE = `
  <a id="page" href="/blog">Blog</a>
  <div data-early-region id="footer">
    <a id="terms" href="/podmienky?x=1#top">Terms</a>
    <a id="away" href="https://elsewhere.example/">Elsewhere</a>
    <a id="window" href="/kontakt" target="_blank">New window</a>
    <a id="file" href="/letak.pdf" download>File</a>
    <button id="button">Settings</button>
  </div>`;

function clickOn(id: string, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: document.getElementById(id) });
  return event;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('earlyLinkTarget', () => {
  it('routes a plain click on an in-site link of a region whose code has not run, keeping query and hash', () => {
    document.body.innerHTML = PAGE;
    expect(earlyLinkTarget(clickOn('terms'), window)).toBe('/podmienky?x=1#top');
  });

  it('leaves the link to its own code once the region is live', () => {
    document.body.innerHTML = PAGE;
    document.getElementById('footer')?.setAttribute('data-early-live', '');
    expect(earlyLinkTarget(clickOn('terms'), window)).toBeNull();
  });

  it('leaves other origins, new windows, downloads, modified clicks and links outside regions to the browser', () => {
    document.body.innerHTML = PAGE;
    expect(earlyLinkTarget(clickOn('away'), window)).toBeNull();
    expect(earlyLinkTarget(clickOn('window'), window)).toBeNull();
    expect(earlyLinkTarget(clickOn('file'), window)).toBeNull();
    expect(earlyLinkTarget(clickOn('terms', { ctrlKey: true }), window)).toBeNull();
    expect(earlyLinkTarget(clickOn('terms', { button: 1 }), window)).toBeNull();
    expect(earlyLinkTarget(clickOn('page'), window)).toBeNull();
    expect(earlyLinkTarget(clickOn('button'), window)).toBeNull();
  });
});

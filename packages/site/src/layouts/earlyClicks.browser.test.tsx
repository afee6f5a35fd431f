import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_CLICK_EVENT, earlyClicksInlineScript, hasEarlyClicks, replayEarlyClicks } from './earlyClicks';

/** A page in a frame of its own, with the inline script first in its body, as the server renders it. */
async function framePage(body: string): Promise<{ win: Window; doc: Document; clicks: string[] }> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!DOCTYPE html><html><body><script>${earlyClicksInlineScript()}</script>${body}</body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window;
  const doc = frame.contentDocument as Document;
  const clicks: string[] = [];
  // What the hydrated code would do with a click: each button logs its own name.
  for (const button of doc.querySelectorAll('button')) {
    button.addEventListener('click', () => clicks.push(button.textContent ?? ''));
  }
  return { win, doc, clicks };
}

const button = (doc: Document, name: string) =>
  [...doc.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === name,
  ) as HTMLButtonElement;

afterEach(() => {
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

const PAGE = `
  <header><button>Menu</button><a href="#obsah">Obsah</a></header>
  <div data-early-region data-early-hide-on="[data-action=accept],[data-action=deny]" id="bar">
    <button data-action="deny">Deny</button><button data-action="settings">Settings</button><button data-action="accept">Accept</button>
  </div>
  <div data-early-region id="footer"><button>Terms</button><button disabled>Off</button></div>`;

describe('early clicks', () => {
  it('keeps a tap on a part whose code has not run, and replays it there once it has', async () => {
    const { win, doc, clicks } = await framePage(PAGE);
    const bar = doc.getElementById('bar') as HTMLElement;
    let announced = 0;
    bar.addEventListener(EARLY_CLICK_EVENT, () => {
      announced += 1;
    });
    expect(hasEarlyClicks(win, bar)).toBe(false);
    button(doc, 'Settings').click();
    expect(clicks).toEqual([]);
    expect(bar.hasAttribute('data-early-hidden')).toBe(false);
    // The region hears that a click waits for it, so it can fetch its code.
    expect(announced).toBe(1);
    expect(hasEarlyClicks(win, bar)).toBe(true);
    expect(hasEarlyClicks(win, doc.getElementById('footer') as HTMLElement)).toBe(false);

    expect(replayEarlyClicks(win, bar)).toBe(1);
    expect(clicks).toEqual(['Settings']);
    expect(hasEarlyClicks(win, bar)).toBe(false);
    expect(bar.hasAttribute('data-early-live')).toBe(true);
    button(doc, 'Deny').click();
    expect(clicks).toEqual(['Settings', 'Deny']);
  });

  it('hides a region at once on a tap that closes it, and shows it again after the replay', async () => {
    const { win, doc, clicks } = await framePage(PAGE);
    const bar = doc.getElementById('bar') as HTMLElement;
    button(doc, 'Accept').click();
    expect(bar.hasAttribute('data-early-hidden')).toBe(true);
    expect(clicks).toEqual([]);
    replayEarlyClicks(win, bar);
    expect(clicks).toEqual(['Accept']);
    // The replayed click decides from here (the bar's own code hides it for good).
    expect(bar.hasAttribute('data-early-hidden')).toBe(false);
  });

  it("replays each region's taps in order, only there, and the page's own once the page is live", async () => {
    const { win, doc, clicks } = await framePage(PAGE);
    for (const name of ['Terms', 'Menu', 'Settings', 'Deny', 'Terms']) button(doc, name).click();
    expect(clicks).toEqual([]);
    expect(replayEarlyClicks(win, doc.getElementById('footer') as HTMLElement)).toBe(2);
    expect(clicks).toEqual(['Terms', 'Terms']);
    expect(replayEarlyClicks(win)).toBe(1);
    expect(clicks).toEqual(['Terms', 'Terms', 'Menu']);
    button(doc, 'Menu').click();
    expect(clicks.at(-1)).toBe('Menu');
    expect(replayEarlyClicks(win, doc.getElementById('bar') as HTMLElement)).toBe(2);
    expect(clicks.slice(-2)).toEqual(['Settings', 'Deny']);
  });

  it('leaves links, disabled buttons and buttons gone from the page alone', async () => {
    const { win, doc, clicks } = await framePage(PAGE);
    const link = doc.querySelector('a') as HTMLAnchorElement;
    let linkClick: { reached: boolean; defaultPrevented: boolean } | undefined;
    link.addEventListener('click', (event) => {
      linkClick = { reached: true, defaultPrevented: event.defaultPrevented };
      // Stays on this test page; the link itself was left to navigate.
      event.preventDefault();
    });
    link.click();
    expect(linkClick).toEqual({ reached: true, defaultPrevented: false });
    button(doc, 'Off').click();
    const settings = button(doc, 'Settings');
    settings.click();
    settings.remove();
    expect(replayEarlyClicks(win, doc.getElementById('footer') as HTMLElement)).toBe(0);
    expect(replayEarlyClicks(win, doc.getElementById('bar') as HTMLElement)).toBe(0);
    expect(replayEarlyClicks(win)).toBe(0);
    expect(clicks).toEqual([]);
  });

  it('keeps a tap from submitting a form the page has not taken over yet', async () => {
    const { win, doc } = await framePage(
      '<form action="/elsewhere"><input name="q" value="x"><button>Send</button></form>',
    );
    let submitted = false;
    doc.querySelector('form')?.addEventListener('submit', () => {
      submitted = true;
    });
    button(doc, 'Send').click();
    expect(submitted).toBe(false);
    expect(win.location.pathname).not.toBe('/elsewhere');
  });

  it('does nothing on a page without the script', () => {
    expect(replayEarlyClicks(window)).toBe(0);
  });
});

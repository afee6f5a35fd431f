import { describe, expect, it, vi } from 'vitest';
import { bindClickTracking, readClickData } from './clickTracking';

interface FakeElementInit {
  tag: string;
  attributes?: Record<string, string>;
  id?: string;
  text?: string;
}

/** An element whose `closest` answers with the given ancestor for the tracked selector. */
function fakeTarget(match: FakeElementInit | null) {
  const ancestor = match && {
    tagName: match.tag.toUpperCase(),
    id: match.id ?? '',
    textContent: match.text ?? '',
    getAttribute: (name: string) => match.attributes?.[name] ?? null,
  };
  return { closest: vi.fn(() => ancestor) } as unknown as EventTarget;
}

describe('readClickData', () => {
  it('reads id, type and text from the closest link, button or [data-track]', () => {
    expect(
      readClickData(
        fakeTarget({ tag: 'a', attributes: { href: '/objednavka' }, text: '  Objednať\n teraz ' }),
      ),
    ).toEqual({
      id: '/objednavka',
      type: 'a',
      text: 'Objednať teraz',
    });
    expect(readClickData(fakeTarget({ tag: 'button', id: 'submit', text: 'Odoslať' }))).toEqual({
      id: 'submit',
      type: 'button',
      text: 'Odoslať',
    });
    expect(
      readClickData(
        fakeTarget({
          tag: 'div',
          id: 'x',
          attributes: { 'data-track': 'hero-cta', 'data-track-type': 'banner' },
          text: 'A'.repeat(150),
        }),
      ),
    ).toEqual({ id: 'hero-cta', type: 'banner', text: 'A'.repeat(100) });
  });

  it('ignores clicks outside trackable elements and non-element targets', () => {
    expect(readClickData(fakeTarget(null))).toBeUndefined();
    expect(readClickData(null)).toBeUndefined();
    expect(readClickData(new EventTarget())).toBeUndefined();
  });
});

describe('bindClickTracking', () => {
  it('delegates document clicks in the capture phase and unbinds', () => {
    const doc = new EventTarget();
    const onClick = vi.fn();
    const unbind = bindClickTracking(doc as Document, onClick);
    const target = fakeTarget({ tag: 'button', id: 'b', text: 'Go' });
    const click = new Event('click');
    Object.defineProperty(click, 'target', { value: target });
    doc.dispatchEvent(click);
    expect(onClick).toHaveBeenCalledWith({ id: 'b', type: 'button', text: 'Go' });
    unbind();
    doc.dispatchEvent(click);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { watchHitBottom } from './hitBottom';

function fakeWindow() {
  return Object.assign(new EventTarget(), {
    innerHeight: 800,
    scrollY: 0,
    document: { documentElement: { scrollHeight: 3000 } },
  });
}

describe('watchHitBottom', () => {
  it('fires once within 50 px of the end until reset, and stops', () => {
    const win = fakeWindow();
    const onHit = vi.fn();
    const watcher = watchHitBottom(win, onHit);
    const scrollTo = (y: number) => {
      win.scrollY = y;
      win.dispatchEvent(new Event('scroll'));
    };
    scrollTo(2149);
    expect(onHit).not.toHaveBeenCalled();
    scrollTo(2150);
    scrollTo(2200);
    expect(onHit).toHaveBeenCalledTimes(1);
    watcher.reset();
    scrollTo(0);
    scrollTo(2200);
    expect(onHit).toHaveBeenCalledTimes(2);
    watcher.stop();
    watcher.reset();
    scrollTo(2200);
    expect(onHit).toHaveBeenCalledTimes(2);
  });
});

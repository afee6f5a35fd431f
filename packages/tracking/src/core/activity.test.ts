import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS, bindActivity } from './activity';

describe('bindActivity', () => {
  it('listens passively to every activity event', () => {
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    bindActivity(target, () => {}, { now: () => 0 });
    expect(add.mock.calls.map(([type, , options]) => [type, options])).toEqual(
      ACTIVITY_EVENTS.map((type) => [type, { passive: true }]),
    );
  });

  it('touches at most once per throttle interval and stops after unbinding', () => {
    const target = new EventTarget();
    let time = 0;
    const touch = vi.fn();
    const unbind = bindActivity(target, touch, { now: () => time, throttleMs: 1000 });
    target.dispatchEvent(new Event('mousemove'));
    time = 500;
    target.dispatchEvent(new Event('scroll'));
    expect(touch).toHaveBeenCalledTimes(1);
    time = 1000;
    target.dispatchEvent(new Event('touchstart'));
    expect(touch).toHaveBeenCalledTimes(2);
    unbind();
    time = 5000;
    target.dispatchEvent(new Event('click'));
    expect(touch).toHaveBeenCalledTimes(2);
  });
});

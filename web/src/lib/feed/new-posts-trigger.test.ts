import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newPostsTrigger, type NewPostsTriggerOptions } from './new-posts-trigger';

describe('newPostsTrigger', () => {
  let visible: boolean;
  let live: boolean;
  let check: ReturnType<typeof vi.fn<() => void>>;
  const make = (over: Partial<NewPostsTriggerOptions> = {}) =>
    newPostsTrigger({ type: null, windowMs: 1000, check, isVisible: () => visible, isLive: () => live, ...over });

  beforeEach(() => {
    vi.useFakeTimers();
    visible = true;
    live = true;
    check = vi.fn<() => void>();
  });
  afterEach(() => vi.useRealTimers());

  it('checks once per window whatever the burst of frames', () => {
    const t = make();
    for (let i = 0; i < 10; i++) t.frame('friend_post');
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    t.frame('moodboard');
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    t.frame('friend_post');
    vi.advanceTimersByTime(1000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("ignores frames of types the filter does not keep", () => {
    const t = make({ type: 'friend_post' });
    t.frame('fit_match');
    vi.advanceTimersByTime(5000);
    expect(check).not.toHaveBeenCalled();
    t.frame('friend_post');
    vi.advanceTimersByTime(1000);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('reads on focus only while the socket is down (the fallback)', () => {
    const t = make();
    t.shown();
    vi.advanceTimersByTime(5000);
    expect(check).not.toHaveBeenCalled();
    live = false;
    t.shown();
    t.shown(); // focus and visibilitychange together
    vi.advanceTimersByTime(1000);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('keeps a check due while hidden until the tab is shown again, and checks after a resubscription', () => {
    const t = make();
    visible = false;
    t.frame('friend_post');
    vi.advanceTimersByTime(1000);
    expect(check).not.toHaveBeenCalled();
    visible = true;
    t.shown();
    vi.advanceTimersByTime(1000);
    expect(check).toHaveBeenCalledTimes(1);
    t.resubscribed();
    vi.advanceTimersByTime(1000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('stop cancels a pending check', () => {
    const t = make();
    t.frame('friend_post');
    t.stop();
    vi.advanceTimersByTime(5000);
    expect(check).not.toHaveBeenCalled();
  });
});

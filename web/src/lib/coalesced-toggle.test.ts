import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { CoalescedToggle, type CoalescedToggleOptions } from './coalesced-toggle';

/** A server whose requests wait until the test answers them, one by one. */
function fakeServer(initial: boolean) {
  const state = { held: initial, sent: [] as boolean[], heldAtSend: [] as boolean[], open: [] as { value: boolean; ok: () => void; fail: () => void }[], maxOpen: 0 };
  const send = (value: boolean) =>
    new Promise<void>((resolve, reject) => {
      state.sent.push(value);
      state.heldAtSend.push(state.held);
      state.open.push({
        value,
        ok: () => {
          state.held = value;
          resolve();
        },
        fail: () => reject(new Error('503')),
      });
      state.maxOpen = Math.max(state.maxOpen, state.open.length);
    });
  /** Answer the oldest open request and let the toggle react. */
  const answer = async (ok: boolean) => {
    const request = state.open.shift();
    if (!request) return;
    if (ok) request.ok();
    else request.fail();
    await new Promise((r) => setTimeout(r, 0));
  };
  const drain = async () => {
    while (state.open.length > 0) await answer(true);
  };
  return { state, send, answer, drain };
}

function setup(initial: boolean, extra: Partial<CoalescedToggleOptions<boolean>> = {}) {
  const server = fakeServer(initial);
  const toggle = new CoalescedToggle<boolean>(initial, { send: server.send, ...extra });
  return { server, toggle };
}

describe('CoalescedToggle (issue 17 §3: toggles send only the final state)', () => {
  it('a press shows its value at once and sends it', () => {
    const { server, toggle } = setup(false);
    toggle.set(true);
    expect(toggle.getSnapshot()).toMatchObject({ shown: true, server: false, sending: { value: true } });
    expect(server.state.sent).toEqual([true]);
  });

  it('on → off → on while the first request is pending sends one request in all', async () => {
    const onSuccess = vi.fn();
    const { server, toggle } = setup(false, { onSuccess });
    toggle.set(true);
    toggle.set(false);
    toggle.set(true);
    await server.drain();
    expect(server.state.sent).toEqual([true]);
    expect(toggle.getSnapshot()).toEqual({ shown: true, server: true, sending: null });
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('on → off while the first request is pending: one more request puts the server back, then nothing', async () => {
    const { server, toggle } = setup(false);
    toggle.set(true);
    toggle.set(false);
    expect(server.state.sent).toEqual([true]);
    await server.drain();
    expect(server.state.sent).toEqual([true, false]);
    expect(server.state).toMatchObject({ held: false, maxOpen: 1 });
    expect(toggle.getSnapshot()).toEqual({ shown: false, server: false, sending: null });
  });

  it('a press of the value already shown sends nothing', async () => {
    const { server, toggle } = setup(true);
    toggle.set(true);
    expect(server.state.sent).toEqual([]);
    expect(toggle.pending).toBe(false);
  });

  it('a burst of N presses while a request is pending sends at most 2 requests and ends in the final state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }), async (initial, presses) => {
        const { server, toggle } = setup(initial);
        toggle.set(!initial); // the first request is now pending
        for (const value of presses) toggle.set(value);
        const final = presses.at(-1)!;
        expect(toggle.getSnapshot().shown).toBe(final);
        await server.drain();
        expect(server.state.sent.length).toBeLessThanOrEqual(2);
        expect(server.state.maxOpen).toBe(1);
        expect(server.state.held).toBe(final);
        expect(toggle.getSnapshot()).toEqual({ shown: final, server: final, sending: null });
        // A burst ending where the pending request goes sends nothing extra.
        if (final === !initial) expect(server.state.sent).toEqual([!initial]);
      }),
    );
  });

  it('a failure returns the shown value to the server\'s, drops the presses made meanwhile and reports once', async () => {
    const onError = vi.fn();
    const onShow = vi.fn();
    const { server, toggle } = setup(false, { onError, onShow });
    toggle.set(true);
    toggle.set(false);
    toggle.set(true);
    await server.answer(false);
    expect(toggle.getSnapshot()).toEqual({ shown: false, server: false, sending: null });
    expect(server.state.sent).toEqual([true]);
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.any(Error), true, false);
    expect(onShow.mock.calls).toEqual([
      [true, false],
      [false, true],
      [true, false],
      [false, true], // the rollback
    ]);
  });

  it('a failure of the second request returns to what the first one saved', async () => {
    const onError = vi.fn();
    const { server, toggle } = setup(false, { onError });
    toggle.set(true);
    toggle.set(false);
    await server.answer(true);
    expect(toggle.getSnapshot().sending).toEqual({ value: false });
    await server.answer(false);
    expect(toggle.getSnapshot()).toEqual({ shown: true, server: true, sending: null });
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.any(Error), false, true);
  });

  it('a send that throws at once is a failure like any other', async () => {
    const onError = vi.fn();
    const toggle = new CoalescedToggle<boolean>(false, {
      send: () => {
        throw new Error('offline');
      },
      onError,
    });
    toggle.set(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(toggle.getSnapshot()).toEqual({ shown: false, server: false, sending: null });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('adopts the cache\'s server value only when idle', async () => {
    const { server, toggle } = setup(false);
    toggle.sync(true);
    expect(toggle.getSnapshot()).toEqual({ shown: true, server: true, sending: null });
    toggle.set(false);
    toggle.sync(true); // an optimistic cache patch echoing back while busy: ignored
    expect(toggle.getSnapshot().shown).toBe(false);
    await server.drain();
    expect(toggle.getSnapshot()).toEqual({ shown: false, server: false, sending: null });
  });

  it('whatever the order of presses and answers: one request at a time, each one a change, the end state saved', async () => {
    const step = fc.oneof(
      fc.record({ press: fc.boolean() }),
      fc.record({ answer: fc.boolean() }), // true: the oldest request succeeds, false: it fails
    );
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(step, { maxLength: 60 }), async (initial, steps) => {
        const onSettled = vi.fn();
        const { server, toggle } = setup(initial, { onSettled });
        let wasPending = false;
        let bursts = 0;
        toggle.subscribe(() => {
          if (wasPending && !toggle.pending) bursts += 1;
          wasPending = toggle.pending;
        });
        for (const s of steps) {
          if ('press' in s) toggle.set(s.press);
          else await server.answer(s.answer);
          expect(server.state.open.length).toBeLessThanOrEqual(1);
          expect(toggle.pending).toBe(server.state.open.length === 1);
          if (!toggle.pending) expect(toggle.getSnapshot().shown).toBe(server.state.held);
        }
        await server.drain();
        expect(toggle.getSnapshot()).toMatchObject({ server: server.state.held, shown: server.state.held, sending: null });
        // Every request asked for a change of what the server held when it was sent.
        server.state.sent.forEach((value, i) => expect(value).not.toBe(server.state.heldAtSend[i]));
        // Each burst (busy → idle) ends with exactly one settle.
        expect(onSettled).toHaveBeenCalledTimes(bursts);
        expect(bursts > 0).toBe(server.state.sent.length > 0);
      }),
    );
  });
});

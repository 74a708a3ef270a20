import { adminApi } from '@audit/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiPost, onApiActivity } from '../../api/client.ts';

/**
 * The server moves a session's "last seen" at most once a minute, so after any call its idle clock started
 * somewhere in the minute before that call. Counting from the call minus this slack never lets the warning or
 * the logout come after the server has already ended the session.
 */
const SERVER_TOUCH_SLACK_MS = 60_000;
/** The warning comes this long before the automatic logout. */
export const WARN_BEFORE_MS = 60_000;
/** Typing or clicking while no call was made for this long sends one keep-alive: the admin is there. */
const INPUT_KEEPALIVE_AFTER_MS = 5 * 60_000;

export type IdlePhase = 'active' | 'warning' | 'expired';

/**
 * The admin session's idle clock (KWCAG 2.2 time limits: warn before the limit and let the user extend it).
 * Every answered admin API call restarts it; user input keeps the session alive by an occasional call.
 * `onExpire` runs once when the limit is reached.
 */
export function useIdleTimeout(timeoutSeconds: number, onExpire: () => void) {
  const [lastCall, setLastCall] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  const deadline = lastCall + timeoutSeconds * 1000 - SERVER_TOUCH_SLACK_MS;
  const warnAt = deadline - WARN_BEFORE_MS;
  const phase: IdlePhase = now >= deadline ? 'expired' : now >= warnAt ? 'warning' : 'active';
  const state = useRef({ phase, lastCall });
  state.current = { phase, lastCall };

  useEffect(
    () =>
      onApiActivity((audience, startedAt) => {
        if (audience !== 'admin') return;
        setLastCall((previous) => Math.max(previous, startedAt));
        setNow(Date.now());
      }),
    [],
  );

  // One timer to the warning; during the warning a tick every second (its countdown, aligned to the whole seconds
  // left, which also reaches the deadline). When a timer fires (or the tab comes back from sleep) the phase is
  // recomputed.
  useEffect(() => {
    if (phase === 'expired') {
      onExpireRef.current();
      return;
    }
    const tick = () => setNow(Date.now());
    let interval: ReturnType<typeof setInterval> | undefined;
    const timer =
      phase === 'active'
        ? setTimeout(tick, Math.max(0, warnAt - Date.now()))
        : setTimeout(
            () => {
              tick();
              interval = setInterval(tick, 1000);
            },
            untilNextSecond(deadline - Date.now()),
          );
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [phase, warnAt, deadline]);

  useEffect(() => {
    let pending = false;
    const onInput = () => {
      const { phase: current, lastCall: last } = state.current;
      // During the warning only the explicit 연장 button extends, so the choice stays the admin's.
      if (current !== 'active' || pending || Date.now() - last < INPUT_KEEPALIVE_AFTER_MS) return;
      pending = true;
      apiPost(adminApi.keepAlive)
        .catch(() => undefined)
        .finally(() => {
          pending = false;
        });
    };
    document.addEventListener('keydown', onInput, true);
    document.addEventListener('pointerdown', onInput, true);
    return () => {
      document.removeEventListener('keydown', onInput, true);
      document.removeEventListener('pointerdown', onInput, true);
    };
  }, []);

  /** The 연장 button: any answered call restarts the clock, this one exists for it. */
  const extend = useCallback(() => apiPost(adminApi.keepAlive), []);

  /** Whole seconds left before the automatic logout (rounded up, so 0 only when it is due). */
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));
  return { phase, warnAt, secondsLeft, extend };
}

/** Milliseconds until the whole-second count of `msLeft` (rounded up) next drops: the countdown ticks then. */
function untilNextSecond(msLeft: number): number {
  return Math.max(0, msLeft) % 1000 || 1000;
}

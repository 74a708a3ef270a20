import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. A long screen draws what lies below the fold
 * in a task of its own: on a slow phone the top of the page shows sooner and the page answers a tap meanwhile,
 * instead of one long task drawing everything (issue 11, Lighthouse's total blocking time).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a timer set there runs just after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

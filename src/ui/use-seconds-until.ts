import { useEffect, useState } from 'preact/hooks';

/** Seconds until `at` (ms since 1970), re-rendered every second while it counts down (a code's resend wait). */
export function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (at <= Date.now()) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at, now > at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

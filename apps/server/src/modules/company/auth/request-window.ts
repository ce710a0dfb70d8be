/**
 * Counts requests per key over a sliding window, in the memory of the app that made it (so per
 * server process, like the address limits of @fastify/rate-limit). `take` answers false once a
 * key has had `max` requests within the window.
 */
export function requestWindow(max: number, windowMs: number) {
  const seen = new Map<string, number[]>();
  const recent = (times: number[], now: number) => times.filter((at) => now - at < windowMs);
  return {
    take(key: string, now = Date.now()): boolean {
      // An occasional sweep keeps keys that went quiet from piling up.
      if (seen.size > 10_000)
        for (const [other, times] of seen) if (recent(times, now).length === 0) seen.delete(other);
      const times = recent(seen.get(key) ?? [], now);
      if (times.length >= max) {
        seen.set(key, times);
        return false;
      }
      seen.set(key, [...times, now]);
      return true;
    },
  };
}

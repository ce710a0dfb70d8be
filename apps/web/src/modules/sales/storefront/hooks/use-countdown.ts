import { useEffect, useState } from "react";

/** Whole seconds from now until `until`, 0 once it has passed; null without a time. */
export function secondsUntil(until: string | null, now: number = Date.now()): number | null {
  return until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 1000)) : null;
}

/** The seconds left until `until`, ticking every second. */
export function useCountdown(until: string | null): number | null {
  const [left, setLeft] = useState(() => secondsUntil(until));
  useEffect(() => {
    setLeft(secondsUntil(until));
    if (!until) return;
    const timer = setInterval(() => setLeft(secondsUntil(until)), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}

/** Seconds as m:ss ("14:05"). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

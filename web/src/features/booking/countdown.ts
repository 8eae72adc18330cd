export interface CountdownParts {
  expired: boolean;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `expiresAt` (ISO), never negative. */
export function countdownParts(expiresAt: string, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return {
    expired: left === 0 || Number.isNaN(left),
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** `23:05:09`: the same in both languages, and it reads well in a live region. */
export function formatCountdown(parts: CountdownParts): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(parts.hours)}:${two(parts.minutes)}:${two(parts.seconds)}`;
}

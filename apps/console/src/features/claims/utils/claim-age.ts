/** A claim's wait as a short duration: hours under two days, then days ("5 h", "3 d"). */
export function claimAge(hours: number): { unit: 'hours' | 'days'; count: number } {
  return hours < 48
    ? { unit: 'hours', count: hours }
    : { unit: 'days', count: Math.floor(hours / 24) };
}

/** Waiting longer than this is late: the queue marks it. */
export const lateClaimHours = 7 * 24;

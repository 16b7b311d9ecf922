const hourMs = 3_600_000;

/** Hours a claim waited: until its decision once decided, else until now (never negative). */
export function claimAgeHours(createdAt: Date, decidedAt: Date | null, now: Date): number {
  const end = decidedAt ?? now;
  return Math.max(0, Math.floor((end.getTime() - createdAt.getTime()) / hourMs));
}

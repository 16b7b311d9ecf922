import { describe, expect, it } from 'vitest';
import { defaultJourneySettings, journeySettingsSchema } from './settings.ts';

describe('journeySettingsSchema', () => {
  it('gives the demo values of notes/domain.md when nothing is overridden', () => {
    expect(journeySettingsSchema.parse({})).toEqual({
      paymentWindowHours: 72,
      journeyGapMinutes: 90,
      reducedIndemnityDays: 15,
      reducedIndemnityCents: 1000,
      fullIndemnityCents: 9000,
      ompAfterDays: 60,
      prepaymentCreditDays: 30,
      retentionYears: 2,
      alerts: {
        passageEmails: true,
        deadlineReminders: true,
        noticeEmails: true,
        reminderHoursBeforeDeadline: 24,
      },
    });
    expect(journeySettingsSchema.parse({})).toEqual(defaultJourneySettings);
  });

  it('merges a white-label override onto the defaults and ignores other settings', () => {
    const settings = journeySettingsSchema.parse({
      paymentWindowHours: 48,
      fullIndemnityCents: 7500,
      theme: 'dark',
    });
    expect(settings).toEqual({
      ...defaultJourneySettings,
      paymentWindowHours: 48,
      fullIndemnityCents: 7500,
    });
  });

  it('switches each kind of alert e-mail on its own, the others keeping their defaults', () => {
    const settings = journeySettingsSchema.parse({
      alerts: { deadlineReminders: false, reminderHoursBeforeDeadline: 6 },
    });
    expect(settings.alerts).toEqual({
      passageEmails: true,
      deadlineReminders: false,
      noticeEmails: true,
      reminderHoursBeforeDeadline: 6,
    });
  });

  it.each([
    [{ alerts: { passageEmails: 'no', noticeEmails: false } }, { noticeEmails: false }],
    [{ alerts: { reminderHoursBeforeDeadline: 0 } }, {}],
    [
      { alerts: { reminderHoursBeforeDeadline: 1.5, deadlineReminders: false } },
      { deadlineReminders: false },
    ],
    [{ alerts: null }, {}],
    [{ alerts: 'off' }, {}],
  ])('reads a bad alert value %j as its default, keeping the good ones', (overrides, good) => {
    expect(journeySettingsSchema.parse(overrides).alerts).toEqual({
      ...defaultJourneySettings.alerts,
      ...good,
    });
  });

  it.each([
    [{ paymentWindowHours: 0 }, 'paymentWindowHours'],
    [{ journeyGapMinutes: 1.5 }, 'journeyGapMinutes'],
    [{ fullIndemnityCents: -1 }, 'fullIndemnityCents'],
    [{ ompAfterDays: '60' }, 'ompAfterDays'],
    [{ reducedIndemnityCents: 10_000 }, 'reducedIndemnityCents'],
    [{ reducedIndemnityDays: 61 }, 'reducedIndemnityDays'],
  ])('refuses %j', (overrides, path) => {
    const result = journeySettingsSchema.safeParse(overrides);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

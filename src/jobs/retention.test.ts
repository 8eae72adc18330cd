import { describe, expect, it } from 'vitest';
import { daysBefore, enforceRetention, monthsBefore } from './retention.js';

describe('retention cutoffs', () => {
  it('counts calendar months back, clamped to the shorter month', () => {
    expect(monthsBefore(new Date('2027-11-26T09:30:00Z'), 12).toISOString()).toBe('2026-11-26T09:30:00.000Z');
    expect(monthsBefore(new Date('2027-03-31T00:00:00Z'), 1).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(monthsBefore(new Date('2028-02-29T12:00:00Z'), 12).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(monthsBefore(new Date('2027-01-15T00:00:00Z'), 13).toISOString()).toBe('2025-12-15T00:00:00.000Z');
  });

  it('counts days back', () => {
    expect(daysBefore(new Date('2027-01-31T00:00:00Z'), 30).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('enforceRetention', () => {
  it('gives each rule its own cutoff and runs batches until one comes back short, at most maxBatches', async () => {
    const calls: Record<string, { before: string; limit: number }[]> = {};
    const fake = (name: string, results: number[]) => async (before: Date, limit: number) => {
      (calls[name] ??= []).push({ before: before.toISOString(), limit });
      return results.shift() ?? 0;
    };
    const outcome = await enforceRetention(
      {
        identity: { api: { purgeEndedSessions: fake('sessions', [2, 0]) } },
        feedback: { api: { purgeHandledReports: fake('reports', [1]) } },
        legal: { api: { purgeAfterAccountDeletion: fake('acceptances', [0]) } },
        properties: { api: { eraseDeletedAccessDetails: fake('properties', [1]) } },
        cleaners: { api: { destroyDecidedDocuments: fake('documents', [2, 2, 1]) } },
        booking: { api: { deleteOldVisitPhotos: fake('photos', [0]), eraseOldPunchPositions: fake('punches', [2, 2, 2, 2]) } },
        messaging: { api: { purgeOldConversations: fake('conversations', [3]) } },
        sellerReporting: { api: { purgeExpiredIdentifications: fake('sellers', [1]), rotateTaxIdKey: async () => 0 } },
        integrations: { api: { purgeOldEvents: fake('events', [2, 1]), resealWebhookSecrets: async () => 0 } },
      },
      {
        verificationDocumentDays: 30,
        visitPhotoDays: 180,
        messageMonths: 12,
        punchPositionMonths: 6,
        endedSessionDays: 90,
        handledReportMonths: 24,
        acceptanceYearsAfterDeletion: 3,
        deletedPropertyAccessDays: 30,
        taxRecordYears: 6,
        batchSize: 2,
        maxBatches: 3,
        integrationEventDays: 30,
      },
      new Date('2027-06-30T12:00:00Z'),
    );
    expect(outcome).toEqual({
      verificationDocuments: 5,
      visitPhotos: 0,
      punchPositions: 6,
      conversations: 3,
      sellerIdentifications: 1,
      taxIdsResealed: 0,
      integrationEvents: 3,
      webhookSecretsResealed: 0,
      endedSessions: 2,
      handledReports: 1,
      acceptancesAfterDeletion: 0,
      propertyAccessDetails: 1,
    });
    expect(calls.sessions).toEqual(Array(2).fill({ before: '2027-04-01T12:00:00.000Z', limit: 2 }));
    expect(calls.reports).toEqual([{ before: '2025-06-30T12:00:00.000Z', limit: 2 }]);
    expect(calls.acceptances).toEqual([{ before: '2024-06-30T12:00:00.000Z', limit: 2 }]);
    expect(calls.properties).toEqual([{ before: '2027-05-31T12:00:00.000Z', limit: 2 }]);
    expect(calls.events).toEqual(Array(2).fill({ before: '2027-05-31T12:00:00.000Z', limit: 2 }));
    // Tax records end on a date: what is past it today goes.
    expect(calls.sellers).toEqual([{ before: '2027-06-30T12:00:00.000Z', limit: 2 }]);
    expect(calls.documents).toEqual(Array(3).fill({ before: '2027-05-31T12:00:00.000Z', limit: 2 }));
    expect(calls.photos).toEqual([{ before: '2027-01-01T12:00:00.000Z', limit: 2 }]);
    // Capped at maxBatches: the rest waits for the next day.
    expect(calls.punches).toHaveLength(3);
    expect(calls.punches![0]!.before).toBe('2026-12-30T12:00:00.000Z');
    // A batch that did more than its limit (messaging walks past kept conversations) asks for another.
    expect(calls.conversations).toHaveLength(2);
    expect(calls.conversations![0]!.before).toBe('2026-06-30T12:00:00.000Z');
  });
});

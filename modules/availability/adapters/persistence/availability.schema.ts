import { EntitySchema } from '@mikro-orm/core';
import { AvailabilityBlock, type BlockKind } from '../../domain/availability-block.js';
import type { TimeSlot } from '../../domain/time-slot.js';

export const AvailabilityBlockSchema = new EntitySchema<AvailabilityBlock>({
  class: AvailabilityBlock,
  tableName: 'availability_blocks',
  properties: {
    id: { type: 'uuid', primary: true },
    // The cleaner's identity id: a plain column, no relation across modules.
    cleanerId: { type: 'uuid' },
    kind: { type: 'text', runtimeType: 'string' as unknown as BlockKind },
    date: { type: 'date', runtimeType: 'string' },
    endDate: { type: 'date', nullable: true, runtimeType: 'string' },
    slot: { type: 'text', runtimeType: 'string' as unknown as TimeSlot },
    startMinute: { type: 'smallint' },
    endMinute: { type: 'smallint' },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    // Kept in availability_exceptions; the repository attaches them after loading.
    exceptionDates: { type: 'json', persist: false, nullable: true },
  },
});

/** One date removed from a weekly pattern ("Seulement ce créneau"). */
export class AvailabilityException {
  blockId!: string;
  date!: string;
}

export const AvailabilityExceptionSchema = new EntitySchema<AvailabilityException>({
  class: AvailabilityException,
  tableName: 'availability_exceptions',
  properties: {
    blockId: { type: 'uuid', primary: true },
    date: { type: 'date', primary: true, runtimeType: 'string' },
  },
});

/** A cleaner's private calendar feed: only the SHA-256 of its secret token is stored. */
export class CalendarFeed {
  cleanerId!: string;
  tokenHash!: string;
  createdAt!: Date;
}

export const CalendarFeedSchema = new EntitySchema<CalendarFeed>({
  class: CalendarFeed,
  tableName: 'availability_feeds',
  properties: {
    cleanerId: { type: 'uuid', primary: true },
    tokenHash: { type: 'text' },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});

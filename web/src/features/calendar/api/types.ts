import type { components } from '../../../api/schema';

export type AvailabilityCalendar = components['schemas']['AvailabilityCalendar'];
export type CalendarDay = AvailabilityCalendar['days'][number];
export type AvailabilitySlot = components['schemas']['AvailabilitySlot'];
export type AvailabilityBlock = components['schemas']['AvailabilityBlock'];
export type NewAvailabilityBlock = components['schemas']['NewAvailabilityBlock'];
export type TimeSlot = components['schemas']['TimeSlot'];
export type Busyness = components['schemas']['Busyness'];
export type CalendarFeedStatus = components['schemas']['CalendarFeedStatus'];
export type CalendarFeedUrl = components['schemas']['CalendarFeedUrl'];
export type WeeklySlots = components['schemas']['WeeklySlots'];
export type WeeklySlotChoice = components['schemas']['WeeklySlotChoice'];
export type CalendarSubscription = components['schemas']['CalendarSubscription'];
export type CalendarSubscriptionList = components['schemas']['CalendarSubscriptionList'];
export type GoogleCalendarLink = components['schemas']['GoogleCalendarLink'];
export type GoogleCalendarConnection = NonNullable<GoogleCalendarLink['connection']>;

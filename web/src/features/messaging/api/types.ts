import type { components } from '../../../api/schema';

type S = components['schemas'];
export type ChatMessage = S['ChatMessage'];
export type Conversation = S['Conversation'];
export type Presence = S['Presence'];
export type ReadReceipt = S['ReadReceipt'];
export type NotificationPreferences = S['NotificationPreferences'];
export type NotificationPreferencesUpdate = S['NotificationPreferencesUpdate'];
export type NotificationFrequency = NotificationPreferences['frequency'];
export type MessagePage = { conversation: Conversation; messages: ChatMessage[]; hasMore: boolean };

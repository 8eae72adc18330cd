import type { components } from './schema';

/** Short names for the contract's schemas used across the app. */
export type User = components['schemas']['User'];
export type Role = components['schemas']['Role'];
export type Locale = components['schemas']['Locale'];
export type Brand = components['schemas']['Brand'];
export type ErrorBody = components['schemas']['Error'];
export type AuthResult = components['schemas']['AuthResult'];
export type ProfilePatch = components['schemas']['ProfilePatch'];

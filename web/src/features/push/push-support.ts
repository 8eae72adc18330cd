/**
 * Can this browser get push notifications, and if not, what can the person do (issue #34)? Web Push
 * needs a service worker, the Push API and notifications; on iPhone and iPad (iOS 16.4 and later) only
 * a web app added to the home screen has them, so a Safari tab is told to install Éclat first.
 */
export type PushSupport = 'supported' | 'unsupported' | 'ios-install-first';

export interface PushEnvironment {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  userAgent: string;
  /** iPadOS presents itself as a Mac: only its touch points tell it apart. */
  maxTouchPoints: number;
  /** Opened from the home screen (display-mode: standalone, or Safari's navigator.standalone). */
  standalone: boolean;
}

export function isAppleMobile(env: Pick<PushEnvironment, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /iPhone|iPad|iPod/.test(env.userAgent) || (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1);
}

export function pushSupport(env: PushEnvironment): PushSupport {
  if (isAppleMobile(env) && !env.standalone) return 'ios-install-first';
  return env.hasServiceWorker && env.hasPushManager && env.hasNotification ? 'supported' : 'unsupported';
}

/** The VAPID key as PushManager.subscribe takes it (applicationServerKey): base64url to bytes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Whether a browser's subscription was made with this key (after a key change it must be made again). */
export function sameKey(subscribed: ArrayBuffer | null, key: Uint8Array): boolean {
  if (!subscribed) return false;
  const a = new Uint8Array(subscribed);
  return a.length === key.length && a.every((byte, i) => byte === key[i]);
}

import type { PushSubscriptionInput } from './api/types';
import { applicationServerKey, pushSupport, sameKey, type PushSupport } from './push-support';
import { deleteSubscription } from './api/push-subscriptions';

/** This browser's side of Web Push: its support, its permission and its PushSubscription. */
export function currentSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return pushSupport({
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone,
  });
}

export const currentPermission = (): NotificationPermission => (typeof Notification === 'undefined' ? 'default' : Notification.permission);

/** How long to wait for the service worker (it is registered once the page has loaded; none in development builds). */
const WORKER_WAIT_MS = 5000;

/** The service worker's registration, or null when none takes charge of the page in time. */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  let timer: number | undefined;
  const timeout = new Promise<null>((resolve) => (timer = window.setTimeout(() => resolve(null), WORKER_WAIT_MS)));
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

/** Read at once: a page no worker controls has no subscription to read (no wait, unlike subscribing). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

export type TurnOnOutcome = { outcome: 'subscribed'; subscription: PushSubscriptionInput } | { outcome: 'denied' } | { outcome: 'no-worker' };

/**
 * Asks for the permission (from the person's tap: browsers refuse the prompt otherwise), then subscribes
 * with the server's key; a subscription made with another key (the server's key changed) is replaced.
 */
export async function subscribeThisDevice(vapidKey: string): Promise<TurnOnOutcome> {
  const permission = currentPermission() === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return { outcome: 'denied' };
  const registration = await workerRegistration();
  if (!registration) return { outcome: 'no-worker' };
  const key = applicationServerKey(vapidKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return { outcome: 'subscribed', subscription: subscriptionInput(subscription) };
}

export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/**
 * Sign-out: this device stops getting the person's notifications (the server forgets it while the
 * session still works, then the browser drops the subscription). Failures are ignored: signing out
 * must not wait on them.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  if (currentSupport() !== 'supported') return;
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await deleteSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // Nothing more to do on this device.
  }
}

/// <reference lib="webworker" />
/**
 * Push notifications in the service worker (issue #34; docs/decisions.md "Push notifications"). The
 * server's payload (modules/push/application/push-texts.ts) is already in the person's language:
 * `{ title, body, url, tag, lang }`. A tap opens `url`, a path of this site: an open Éclat window
 * already on that page is brought forward, another Éclat window is taken there, else a new one opens.
 */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
  lang?: string;
}

const ICON = '/icons/icon-192.png';
// The monochrome badge scripts/generate-icons.ts draws (Android shows its alpha channel only).
const BADGE = '/icons/badge-96.png';

/** Only a path of this site is opened: a payload can never send the person elsewhere. */
export function sameOriginPath(url: unknown, origin: string): string {
  if (typeof url !== 'string') return '/';
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}

export function parsePushPayload(text: string | null, origin: string): PushPayload | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PushPayload> | null;
    if (!data || typeof data.title !== 'string' || typeof data.body !== 'string') return null;
    return {
      title: data.title,
      body: data.body,
      url: sameOriginPath(data.url, origin),
      ...(typeof data.tag === 'string' ? { tag: data.tag } : {}),
      ...(typeof data.lang === 'string' ? { lang: data.lang } : {}),
    };
  } catch {
    return null;
  }
}

export function registerPushHandlers(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event: PushEvent) => {
    const payload = parsePushPayload(event.data?.text() ?? null, self.location.origin);
    // A push must show something (userVisibleOnly); one we cannot read still says where to look.
    const shown: PushPayload = payload ?? { title: 'Éclat', body: '', url: '/' };
    event.waitUntil(
      self.registration.showNotification(shown.title, {
        body: shown.body,
        icon: ICON,
        badge: BADGE,
        data: { url: shown.url },
        ...(shown.tag ? { tag: shown.tag } : {}),
        ...(shown.lang ? { lang: shown.lang } : {}),
      }),
    );
  });

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const path = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
    const target = new URL(path, self.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const same = windows.find((c) => c.url === target);
        if (same) {
          await same.focus();
          return;
        }
        const ours = windows.find((c) => new URL(c.url).origin === self.location.origin);
        if (ours) {
          const moved = await ours.navigate(target).catch(() => null);
          if (moved) {
            await moved.focus();
            return;
          }
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
}

import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { vapidKeyQueryOptions } from './api/get-vapid-key';
import { useDeleteSubscription, useSendSubscription } from './api/push-subscriptions';
import { currentPermission, currentSubscription, currentSupport, subscribeThisDevice, subscriptionInput } from './push-device';
import type { PushSupport } from './push-support';

export interface PushDeviceState {
  support: PushSupport;
  permission: NotificationPermission;
  /** Whether this browser holds a subscription; undefined while it is being read. */
  subscribed: boolean | undefined;
  /** No service worker took charge of the page (a development build, a private window that refused it). */
  workerMissing: boolean;
  busy: boolean;
  turnOn(): Promise<void>;
  turnOff(): Promise<void>;
}

/**
 * This device's push state and its two actions. A subscription the browser already holds is sent again
 * when the section opens (the server answers 200 for a known one): the server may have forgotten it (its
 * push service said it was gone) or another person may have used this browser since.
 */
export function usePushDevice(): PushDeviceState {
  const queryClient = useQueryClient();
  const send = useSendSubscription();
  const remove = useDeleteSubscription();
  const [support] = useState(currentSupport);
  const [permission, setPermission] = useState(currentPermission);
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(support === 'supported' ? undefined : null);
  const [workerMissing, setWorkerMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const { mutate: resend } = send;

  useEffect(() => {
    if (support !== 'supported') return;
    let live = true;
    void currentSubscription().then(
      (found) => {
        if (!live) return;
        setSubscription(found);
        if (found && currentPermission() === 'granted') resend(subscriptionInput(found));
      },
      () => live && setSubscription(null),
    );
    return () => {
      live = false;
    };
  }, [support, resend]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    try {
      const key = await queryClient.fetchQuery(vapidKeyQueryOptions());
      const result = await subscribeThisDevice(key);
      setPermission(currentPermission());
      if (result.outcome === 'no-worker') setWorkerMissing(true);
      if (result.outcome !== 'subscribed') return;
      await send.mutateAsync(result.subscription);
      setSubscription(await currentSubscription());
    } finally {
      setBusy(false);
    }
  }, [queryClient, send]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      const held = subscription ?? (await currentSubscription());
      if (held) {
        await remove.mutateAsync(held.endpoint);
        await held.unsubscribe();
      }
      setSubscription(null);
    } finally {
      setBusy(false);
    }
  }, [remove, subscription]);

  return { support, permission, subscribed: subscription === undefined ? undefined : subscription !== null, workerMissing, busy, turnOn, turnOff };
}

import { mutationOptions } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { ProfilePatch, User } from '../../../api/types';
import { useUserMutation } from './use-user-mutation';

export async function updateMe(patch: ProfilePatch): Promise<User> {
  // openapi-typescript-helpers' Writable<> turns a property whose only type is null into never
  // (NonNullable<null> is never), so `{ profilePic: null }` cannot be the typed body. The typed
  // body carries the other fields; the serializer sends the whole patch.
  const { profilePic: _removedPicture, ...typed } = patch;
  const { data, error, response } = await apiClient.PATCH('/api/users/me', {
    body: typed,
    bodySerializer: () => JSON.stringify(patch),
  });
  if (!data) throw toApiError(response, error);
  return data;
}

export function updateMeMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'me', 'update'], mutationFn: updateMe });
}

export function useUpdateMe() {
  return useUserMutation(['users', 'me', 'update'], updateMe);
}

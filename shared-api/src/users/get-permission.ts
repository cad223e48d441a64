import { useEffect, useRef } from 'react';
import useSWR, { mutate as globalMutate, useSWRConfig, type ScopedMutator } from 'swr';
import { apiFetch, onSessionRefused, type ApiError } from '../client';
import { useRetryPolicy } from '../swr-options';
import type { Permission } from '../types';
import { permissionKey } from '../urls';

export { permissionKey };

/** `GET /api/users`: may this session edit? */
export function getPermission(): Promise<Permission> {
  return apiFetch<Permission>(permissionKey);
}

export interface PermissionState {
  /** False until the permission call has answered true. */
  canEdit: boolean;
  name?: string;
  /** The permission call has answered (or failed): guards may decide now. */
  settled: boolean;
  error?: ApiError;
}

// Every SWR cache a usePermission is mounted under (the app's, or a test's provider), so login and logout — plain
// functions, not hooks — can revalidate the permission wherever it is shown.
const mountedMutators = new Map<ScopedMutator, number>();

function track(mutate: ScopedMutator): () => void {
  mountedMutators.set(mutate, (mountedMutators.get(mutate) ?? 0) + 1);
  return () => {
    const left = (mountedMutators.get(mutate) ?? 1) - 1;
    if (left > 0) mountedMutators.set(mutate, left);
    else mountedMutators.delete(mutate);
  };
}

/** Refetch the permission in the global SWR cache and in every cache a usePermission is mounted under. */
export async function revalidatePermission(data?: Permission): Promise<void> {
  const mutators = new Set<ScopedMutator>([globalMutate, ...mountedMutators.keys()]);
  await Promise.all(
    [...mutators].map((mutate) =>
      data === undefined ? mutate(permissionKey) : mutate(permissionKey, data, { revalidate: true }),
    ),
  );
}

/** The edit permission of this session (docs/spec.md §4: starts false, set from `GET users`). */
export function usePermission(): PermissionState {
  const { mutate } = useSWRConfig();
  useEffect(() => track(mutate), [mutate]);
  const shouldRetryOnError = useRetryPolicy();
  const { data, error } = useSWR<Permission, ApiError>(permissionKey, getPermission, { shouldRetryOnError });
  const canEdit = data?.status === true;
  // A call refused for want of a session while this says editor: ask the server again rather than go on showing
  // editing that no longer works.
  const editing = useRef(canEdit);
  editing.current = canEdit;
  useEffect(
    () =>
      onSessionRefused(() => {
        if (editing.current) void mutate(permissionKey);
      }),
    [mutate],
  );
  return {
    canEdit,
    name: canEdit && typeof data?.name === 'string' ? data.name : undefined,
    settled: data !== undefined || error !== undefined,
    error,
  };
}

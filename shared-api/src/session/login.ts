import { apiFetch } from '../client';
import type { Credentials } from '../types';
import { revalidatePermission } from '../users/get-permission';

/** `POST /api/session`; rejects with an ApiError (401 wrong credentials, 429 too many tries). Then refreshes the permission. */
export async function login(credentials: Credentials): Promise<void> {
  await apiFetch('/session', { method: 'POST', json: credentials });
  await revalidatePermission();
}

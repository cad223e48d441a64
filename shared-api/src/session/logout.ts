import { ApiError, apiFetch } from '../client';
import { revalidatePermission } from '../users/get-permission';

/** `DELETE /api/session`; editing controls disappear at once, then the permission is confirmed by the server. */
export async function logout(): Promise<void> {
  try {
    await apiFetch('/session', { method: 'DELETE' });
  } catch (error) {
    // A session that already ended is the result we wanted.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  await revalidatePermission({ status: false });
}

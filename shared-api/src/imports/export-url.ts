import { apiUrl } from '@simple-recipes/shared-api';

/** `GET /api/export`: the address of the whole collection as a zip (editors; the browser downloads it). */
export function exportUrl(): string {
  return apiUrl('/export');
}

import type { RemoteKey } from '@simple-recipes/shared-api/contracts';
import { RemoteLoadError } from './remote-load-error';

/** `promise`, or a RemoteLoadError naming module `id` when it has not settled within `ms`. */
export function withLoadTimeout<T>(key: RemoteKey, id: string, promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(key, `${id} did not load within ${ms / 1000} s.`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

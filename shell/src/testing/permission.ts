import { useSyncExternalStore } from 'react';
import { act } from '@testing-library/react';

export interface FakePermission {
  canEdit: boolean;
  name?: string;
  settled: boolean;
}

/** A permission the test can change while the app is rendered, read through a hook like shared-api's. */
export function permissionStore(initial: FakePermission) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    use(): FakePermission {
      return useSyncExternalStore(
        (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        () => current,
      );
    },
    set(next: FakePermission) {
      act(() => {
        current = next;
        listeners.forEach((listener) => listener());
      });
    },
  };
}

export const VISITOR: FakePermission = { canEdit: false, settled: true };
export const EDITOR: FakePermission = { canEdit: true, name: 'editor', settled: true };
export const UNSETTLED: FakePermission = { canEdit: false, settled: false };

import type { ComponentType } from 'react';
import { REMOTES, type RemoteKey } from '@simple-recipes/shared-api/contracts';
import { createRemoteLoader, type RemoteLoader } from '../remotes/remote-loader';

/** A stand-in for a remote's page: shows which remote it is and the props it was given. */
export function fakePage(key: RemoteKey): ComponentType<object> {
  function FakeRemotePage(props: object) {
    return <section data-testid={`remote-${key}`}>{JSON.stringify(props)}</section>;
  }
  return FakeRemotePage;
}

export type FakeModules = Partial<Record<RemoteKey, () => Promise<unknown>>>;

/**
 * The shell's real RemoteLoader over a fake module source (what the MF runtime's loadRemote would answer):
 * each remote resolves to `{ default: fakePage(key) }` unless `modules` says otherwise.
 */
export function fakeLoader(modules: FakeModules = {}, timeoutMs?: number) {
  const loadModule = jest.fn(async (id: string) => {
    const key = (Object.keys(REMOTES) as RemoteKey[]).find((k) => id.startsWith(`${REMOTES[k].name}/`));
    if (!key) throw new Error(`unknown remote ${id}`);
    const custom = modules[key];
    return custom ? custom() : { default: fakePage(key) };
  });
  const loader: RemoteLoader = createRemoteLoader({ loadModule, ...(timeoutMs ? { timeoutMs } : {}) });
  return { loader, loadModule };
}

/** Props a fake page received, parsed back from what it rendered. */
export function propsOf(element: HTMLElement): unknown {
  return JSON.parse(element.textContent ?? 'null');
}

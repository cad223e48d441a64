import type { ComponentType } from 'react';
import {
  REMOTES,
  type CatalogPageProps,
  type RecipeEditorProps,
  type RecipePageProps,
  type RemoteKey,
} from '@simple-recipes/shared-api';

/** The page component each remote exposes, typed by its props contract in shared-api. */
export interface RemotePages {
  catalog: ComponentType<CatalogPageProps>;
  recipeView: ComponentType<RecipePageProps>;
  recipeEditor: ComponentType<RecipeEditorProps>;
}

export type RemotePage<K extends RemoteKey> = RemotePages[K];

/** What a person calls each area, for messages about it. */
export const REMOTE_LABELS: Record<RemoteKey, string> = {
  catalog: 'The recipe list',
  recipeView: 'This recipe',
  recipeEditor: 'The recipe form',
};

/** `mf_catalog/CatalogPage` — the id the MF runtime loads. */
export function remoteModuleId(key: RemoteKey): string {
  const { name, expose } = REMOTES[key];
  return `${name}/${expose.slice(2)}`;
}

/** The exposed module's component: its default export, else the named export of the page's name. */
export function pageComponentOf<K extends RemoteKey>(key: K, module: unknown): RemotePage<K> {
  const exportName = REMOTES[key].expose.slice(2);
  const exports = (module ?? {}) as Record<string, unknown>;
  const component = exports.default ?? exports[exportName];
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error(`${remoteModuleId(key)} has no default export or "${exportName}" export.`);
  }
  return component as RemotePage<K>;
}

// The parts of a Module Federation mf-manifest.json the deploy gate reads, taken from untrusted JSON.

export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion: string | null;
}

export interface GateManifest {
  name: string | null;
  exposes: string[];
  shared: SharedEntry[];
  contractVersion: number | null;
  /** `remoteEntry.js` as the manifest names it, relative to the manifest. */
  remoteEntry: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** null when the JSON is not a federation manifest at all. */
export function readGateManifest(value: unknown): GateManifest | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (!Array.isArray(raw.shared) || !Array.isArray(raw.exposes)) return null;
  const meta = (typeof raw.metaData === 'object' && raw.metaData !== null ? raw.metaData : {}) as Record<
    string,
    unknown
  >;
  const entry = (typeof meta.remoteEntry === 'object' && meta.remoteEntry !== null ? meta.remoteEntry : {}) as Record<
    string,
    unknown
  >;
  const entryPath = text(entry.path);
  const entryName = text(entry.name) ?? 'remoteEntry.js';
  return {
    name: text(raw.name) ?? text(meta.name),
    exposes: raw.exposes.flatMap((item) => {
      const exposePath = text((item as Record<string, unknown> | null)?.path);
      return exposePath ? [exposePath] : [];
    }),
    shared: raw.shared.flatMap((item) => {
      const shared = (item ?? {}) as Record<string, unknown>;
      const name = text(shared.name);
      const version = text(shared.version);
      return name && version ? [{ name, version, requiredVersion: text(shared.requiredVersion) }] : [];
    }),
    contractVersion: typeof meta.contractVersion === 'number' ? meta.contractVersion : null,
    remoteEntry: entryPath ? `${entryPath.replace(/\/+$/, '')}/${entryName}` : entryName,
  };
}

// What must be undone if the run is interrupted (Ctrl-C): servers stopped, temporary databases dropped.
type Undo = () => Promise<unknown>;
const pending = new Set<Undo>();

/** Registers an undo step; call the returned function once it has been done normally. */
export function onInterrupt(undo: Undo): () => void {
  pending.add(undo);
  return () => pending.delete(undo);
}

export async function undoAll(): Promise<void> {
  for (const undo of [...pending].reverse()) await undo().catch(() => undefined);
  pending.clear();
}

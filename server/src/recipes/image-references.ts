// Image files are shared by content: two recipes with the same picture use the same files. A save that finds its
// files already there relies on them, while a save or removal that left them unreferenced deletes them — so
// "decide a file is unreferenced, delete it" and "commit a recipe that references existing files" must not
// interleave, or a recipe ends up pointing at a deleted file. Both run one at a time per image folder here.
// (Several processes on one PostgreSQL are only covered by the re-check before deleting and the re-write after
// committing that saves-with-images.ts does around this lock: the window left between them is milliseconds wide.)

const tails = new Map<string, Promise<unknown>>();

export function withImageReferences<T>(imageDir: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(imageDir) ?? Promise.resolve();
  const run = previous.then(task);
  const tail = run.catch(() => undefined);
  tails.set(imageDir, tail);
  void tail.then(() => {
    if (tails.get(imageDir) === tail) tails.delete(imageDir);
  });
  return run;
}

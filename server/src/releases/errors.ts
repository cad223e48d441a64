// Why a release was refused. The messages are meant for the team publishing it and say what to fix.

/** The gate (or the archive's contents) refused the release: 422 with every problem found. */
export class ReleaseRefusedError extends Error {
  constructor(readonly problems: string[]) {
    super(`The release was refused: ${problems.join(' ')}`);
    this.name = 'ReleaseRefusedError';
  }
}

/** The upload passed a size or count limit: 413. */
export class ReleaseTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseTooLargeError';
  }
}

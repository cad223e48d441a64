// Typed errors the store throws for input only the database can judge; the HTTP layer maps them to statuses.
import type { Tag } from '@simple-recipes/shared-api/types';

/** A save named tag ids that do not exist (→ 422 on `recipe.tags`). */
export class UnknownTagsError extends Error {
  readonly tagIds: number[];

  constructor(tagIds: number[]) {
    super(`Unknown tag id${tagIds.length === 1 ? '' : 's'}: ${tagIds.join(', ')}.`);
    this.name = 'UnknownTagsError';
    this.tagIds = tagIds;
  }
}

/** A new tag's name or shorthand is another tag's already, case and accents aside (→ 409). */
export class DuplicateTagError extends Error {
  constructor(
    /** Which of the new tag's fields is taken. */
    readonly field: 'tag' | 'shorthand',
    /** The tag that has it. */
    readonly existing: Tag,
  ) {
    super(
      field === 'tag'
        ? `A tag named “${existing.tag}” exists already.`
        : `The shorthand “${existing.shorthand}” is taken by the tag “${existing.tag}”.`,
    );
    this.name = 'DuplicateTagError';
  }
}

/** An account with this username exists already. */
export class DuplicateUsernameError extends Error {
  readonly username: string;

  constructor(username: string) {
    super(`An account named "${username}" exists already.`);
    this.name = 'DuplicateUsernameError';
    this.username = username;
  }
}

/** The database stayed locked by another connection or process past the bounded wait (→ 503 + Retry-After). */
export class DatabaseBusyError extends Error {
  constructor(waitedMs: number, options?: { cause?: unknown }) {
    super(`The database stayed locked for ${waitedMs} ms.`, options);
    this.name = 'DatabaseBusyError';
  }
}

// What the server's thread and a page reader worker say to each other.
import type { Tag } from '@simple-recipes/shared-api/types';
import type { RefusalKind } from '../refusal';
import type { PageDraft } from './import-page';

export interface PageReaderJob {
  /** The page's HTML, or what an editor pasted in its place (HTML, JSON-LD or a recipe's text). */
  html: string;
  pasted?: boolean;
  pageUrl?: string;
  /** Which of the page's recipes to read (by name); without it, its main one. */
  recipeName?: string;
  tags: Tag[];
}

export type PageReaderAnswer =
  /** The worker has loaded the reader and takes jobs. */
  | { ready: true }
  /** The page's draft; undefined when the page holds no recipe. */
  | { draft: PageDraft | undefined }
  | { refusal: { kind: RefusalKind; message: string } }
  /** An unexpected error, for the server's log (never shown to the client). */
  | { failure: string };

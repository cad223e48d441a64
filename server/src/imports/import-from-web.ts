// An import from the web: the page (fetched, or pasted as HTML, JSON-LD or the recipe's text) → a draft with its
// picture kept as a temporary image. The picture is optional: when it cannot be fetched or is no image, the draft
// says it is missing.
import { LIMITS, type RecipeImportDraft, type Tag } from '@simple-recipes/shared-api/types';
import { Refusal } from '../refusal';
import type { AllowedHosts } from './web/address-rules';
import { decodePage } from './web/decode-page';
import { fetchLimited, type FetchLimits } from './web/fetch-limited';
import type { PageDraft } from './import-page';
import { jsonAsPage } from './structured-data/json-ld';
import { isPastedText } from './pasted/pasted-text';
import type { PageReaderJob } from './page-reader-messages';
import type { ImportedImages } from './web/imported-images';
import type { Log } from '../log';

export const PAGE_LIMITS: FetchLimits = {
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 5,
  accept: ['text/html', 'application/xhtml+xml', 'application/json', 'application/ld+json'],
};

export const PICTURE_LIMITS: FetchLimits = {
  maxBytes: LIMITS.imageBytesMax,
  timeoutMs: 10_000,
  maxRedirects: 5,
  accept: ['image/'],
};

export const NO_RECIPE_MESSAGE = 'No recipe was found on this page.';
export const NO_RECIPE_IN_TEXT_MESSAGE =
  'No recipe was found in this text. Put a line "Ingredients" above the ingredients and a line "Instructions" ' +
  'above the steps, then import it again.';

export interface WebImportDeps {
  allowed: AllowedHosts;
  images: ImportedImages;
  tags: Tag[];
  /** Reads a page's HTML into its draft (page-readers.ts: in a worker thread, within limits). */
  readPage: (page: PageReaderJob) => Promise<PageDraft | undefined>;
  log: Log;
  /** Where a kept picture is shown: reference → URL. */
  previewUrl: (reference: string) => string;
}

/** `recipeName` picks one of the page's recipes (one of a draft's `otherRecipes`). */
export type WebImportRequest = ({ url: string; html?: undefined } | { html: string; url?: string }) & {
  recipeName?: string;
};

/**
 * An address as an editor may type it, without its scheme ("www.example.com/soup", "example.com/soup"): a web
 * address, reached over https. Anything else is left as it was given, to be read or refused as it is.
 */
export function typedAddress(text: string): string {
  const address = text.trim();
  return /^[a-z][a-z\d+.-]*:(?!\d)/i.test(address) || !/^[^\s/:]+\.[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i.test(address)
    ? address
    : `https://${address}`;
}

function pageUrlOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(typedAddress(url));
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

async function keepPicture(deps: WebImportDeps, pictureUrl: string): Promise<string | null> {
  try {
    const picture = await fetchLimited(pictureUrl, deps.allowed, PICTURE_LIMITS);
    return await deps.images.keep(picture.bytes);
  } catch (error) {
    deps.log.info(
      { err: error instanceof Refusal ? error.message : error, pictureUrl },
      'the picture of an import was not kept',
    );
    return null;
  }
}

/** The draft a page gives, before the collection is asked for recipes of the same name. */
export type WebDraft = Omit<RecipeImportDraft, 'alreadyHere'>;

export async function importFromWeb(deps: WebImportDeps, request: WebImportRequest): Promise<WebDraft> {
  let html: string;
  let pageUrl: string | undefined;
  const pasted = request.html !== undefined;
  if (request.html !== undefined) {
    html = request.html;
    pageUrl = pageUrlOf(request.url);
  } else {
    const page = await fetchLimited(typedAddress(request.url), deps.allowed, PAGE_LIMITS);
    const text = decodePage(page.bytes, page.charset);
    html = page.contentType.includes('json') ? jsonAsPage(text) : text;
    pageUrl = page.url.href;
  }
  const draft = await deps.readPage({
    html,
    pasted,
    tags: deps.tags,
    ...(pageUrl ? { pageUrl } : {}),
    ...(request.recipeName !== undefined ? { recipeName: request.recipeName } : {}),
  });
  // A pasted text gets told which headings it needs.
  if (!draft)
    throw new Refusal('invalid', pasted && isPastedText(html) ? NO_RECIPE_IN_TEXT_MESSAGE : NO_RECIPE_MESSAGE);
  const { pictureUrl, ...fields } = draft;
  const reference = pictureUrl ? await keepPicture(deps, pictureUrl) : null;
  return {
    ...fields,
    image: reference,
    imageUrl: reference ? deps.previewUrl(reference) : null,
    pictureNotFetched: pictureUrl && !reference ? pictureUrl : null,
    missing: reference ? fields.missing : [...fields.missing, 'image'],
  };
}

// What each page says about itself in the HTML as sent — for search engines that run no scripts, link previews
// and recipe importers: its title and description, a canonical link, Open Graph and Twitter card tags, and the
// schema.org JSON-LD. The texts and the JSON-LD come from shared-api (page-meta, json-ld), which the recipe page
// uses too, so the two cannot drift.
import {
  JSON_LD_ELEMENT_ID,
  recipeJsonLd,
  recipePageUrl,
  serializeForScript,
  webSiteJsonLd,
} from '@simple-recipes/shared-api/json-ld';
import { pageTitle, SITE_DESCRIPTION, SITE_TITLE } from '@simple-recipes/shared-api/page-meta';
import type { Recipe } from '@simple-recipes/shared-api/types';
import { escapeAttribute } from './index-html';

export interface PagePicture {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonical?: string;
  /** `noindex`: a page search engines should not list (forms, not found). */
  robots?: string;
  openGraph?: { type: 'website' | 'article'; title: string; url: string; picture?: PagePicture };
  jsonLd?: object;
}

export function homeHead(origin: string): PageHead {
  const url = new URL('/', origin).href;
  return {
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    canonical: url,
    openGraph: { type: 'website', title: SITE_TITLE, url },
    jsonLd: webSiteJsonLd(origin),
  };
}

export function recipeHead(
  recipe: Recipe,
  origin: string,
  pictureSize: { width: number; height: number } | null,
): PageHead {
  const url = recipePageUrl(origin, recipe.stub);
  const jsonLd = recipeJsonLd(recipe, url);
  const pictureUrl = jsonLd.image?.[0];
  return {
    title: pageTitle(recipe.name),
    description: jsonLd.description,
    canonical: url,
    openGraph: {
      type: 'article',
      title: recipe.name,
      url,
      ...(pictureUrl ? { picture: { url: pictureUrl, alt: recipe.name, ...(pictureSize ?? {}) } } : {}),
    },
    jsonLd,
  };
}

/** The log-in page and the editor's forms: nothing for a search engine. */
export function formHead(): PageHead {
  return { title: SITE_TITLE, description: SITE_DESCRIPTION, robots: 'noindex' };
}

export function notFoundHead(what: 'Page' | 'Recipe'): PageHead {
  return { title: pageTitle(`${what} not found`), description: SITE_DESCRIPTION, robots: 'noindex' };
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(String(content))}">`;

function openGraphTags(head: PageHead): string[] {
  const og = head.openGraph;
  if (!og) return [];
  const picture = og.picture;
  const tags = [
    meta('property', 'og:type', og.type),
    meta('property', 'og:site_name', SITE_TITLE),
    meta('property', 'og:title', og.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', og.url),
  ];
  if (picture) {
    tags.push(meta('property', 'og:image', picture.url));
    if (picture.width && picture.height) {
      tags.push(meta('property', 'og:image:width', picture.width), meta('property', 'og:image:height', picture.height));
    }
    tags.push(meta('property', 'og:image:alt', picture.alt));
  }
  tags.push(
    meta('name', 'twitter:card', picture ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', og.title),
    meta('name', 'twitter:description', head.description),
  );
  if (picture) tags.push(meta('name', 'twitter:image', picture.url), meta('name', 'twitter:image:alt', picture.alt));
  return tags;
}

/** The tags that go before `</head>` (the title and description replace the template's own). */
function addedTags(head: PageHead): string[] {
  return [
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeAttribute(head.canonical)}">`] : []),
    ...openGraphTags(head),
    // A data block, never run (so the Content-Security-Policy has nothing to allow); escaped so no text can end it.
    ...(head.jsonLd
      ? [`<script id="${JSON_LD_ELEMENT_ID}" type="application/ld+json">${serializeForScript(head.jsonLd)}</script>`]
      : []),
  ];
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;

/** index.html (as index-html.ts rendered it) saying what the page is. */
export function withHeadTags(html: string, head: PageHead): string {
  const title = `<title>${escapeAttribute(head.title)}</title>`;
  const description = meta('name', 'description', head.description);
  const missing: string[] = [];
  let out = TITLE.test(html) ? html.replace(TITLE, () => title) : (missing.push(title), html);
  out = DESCRIPTION.test(out) ? out.replace(DESCRIPTION, () => description) : (missing.push(description), out);
  const tags = [...missing, ...addedTags(head)].join('');
  const at = out.indexOf('</head>');
  return at === -1 ? `${tags}${out}` : `${out.slice(0, at)}${tags}${out.slice(at)}`;
}

// index.html as served: the build's file plus, before </head>, the remote locations (saves the shell fetching
// remotes.json) and <link rel="preload"> for every file and API call the page's first route needs.
import type { Preloads } from './preloads';

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script> must not be able to close the element. */
const escapeScriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function renderIndexHtml(template: string, preloads: Preloads, remotes: object): string {
  const tags = [
    // The id the shell reads (shell/src/remotes/remotes-config.ts); a data block, never executed.
    `<script id="remotes-config" type="application/json">${escapeScriptJson(JSON.stringify(remotes))}</script>`,
    // The picture of the largest paint first: it waits on nothing else, and the page is judged by it.
    ...preloads.images.map(
      (href) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(href)}">`,
    ),
    // Classic-script chunks: rel=preload as=script (modulepreload would fetch them a second time).
    ...preloads.scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`),
    ...preloads.styles.map((href) => `<link rel="preload" as="style" href="${escapeAttribute(href)}">`),
    // `crossorigin` (credentials same-origin) makes these match the page's own fetch(), which then reuses them.
    ...preloads.fetches.map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`),
  ].join('');
  const at = template.indexOf('</head>');
  return at === -1 ? `${tags}${template}` : `${template.slice(0, at)}${tags}${template.slice(at)}`;
}

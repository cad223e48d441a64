// The page for an address that cannot be read (plugins/invalid-address.ts): a small page of its own rather than the
// shell, whose router would take the unreadable address for a recipe's stub and say that recipe does not exist.
import { pageTitle } from '@simple-recipes/shared-api/page-meta';

export const INVALID_ADDRESS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${pageTitle('Address not valid')}</title>
</head>
<body>
<main>
<h1>Address not valid</h1>
<p>This address cannot be read. The link may be cut short or mistyped.</p>
<p><a href="/">Back to all recipes</a></p>
</main>
</body>
</html>
`;

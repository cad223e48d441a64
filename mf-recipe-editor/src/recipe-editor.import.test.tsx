import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RecipeImportDraft } from '@simple-recipes/shared-api';
import { installFakeNetwork, partText, type FakeNetwork } from '@simple-recipes/shared-api/testing';
import { TAGS } from './test/fixtures';
import { renderCreateForm, renderEditor, stubObjectUrls } from './test/render-editor';

let network: FakeNetwork;

jest.setTimeout(30_000);

const DRAFT: RecipeImportDraft = {
  name: 'Garlic Bread',
  serving_count: 6,
  prep_time: 10,
  cooking_time: 15,
  source: 'https://www.example.com/garlic-bread',
  tags: [TAGS[0]!],
  ingredients_sections: [
    {
      name: 'Ingredients',
      type: 'ingredients',
      ingredients: [
        { amount: '2-3 cloves', ingredient: 'garlic', notes: 'minced' },
        { amount: '—', ingredient: 'Salt to taste', notes: '' },
      ],
    },
  ],
  recipe_sections: [{ name: 'Bake', type: 'recipes', steps: [{ step: 'Bake until crisp.', notes: '' }] }],
  imageUrl: '/api/imports/images/0123456789abcdef0123456789abcdef.jpg',
  image: '0123456789abcdef0123456789abcdef.jpg',
  pictureNotFetched: null,
  missing: ['prep_time'],
  alreadyHere: [],
  otherRecipes: [],
};

beforeEach(() => {
  network = installFakeNetwork().on('GET', '/api/tags', { status: 200, body: TAGS });
  stubObjectUrls();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const textbox = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });

it('fills the form from a page address, says what was not found, and saves with the imported picture', async () => {
  network.on('POST', '/api/imports', { status: 200, body: DRAFT });
  network.nextSave({ answer: { status: 201, body: 'garlic-bread' } });
  const { user } = await renderCreateForm();

  await user.click(screen.getByText('Import from a web page'));
  await user.type(textbox('Page address'), 'https://www.example.com/garlic-bread');
  await user.click(screen.getByRole('button', { name: 'Import' }));

  await screen.findByText(/Imported “Garlic Bread”\. Not found on the page: Prep Time\./);
  const sent = network.requests.find((request) => request.method === 'POST');
  expect(JSON.parse(sent?.body as string)).toEqual({ url: 'https://www.example.com/garlic-bread' });
  expect(textbox('Name')).toHaveValue('Garlic Bread');
  expect(textbox('Serving Count')).toHaveValue('6');
  expect(screen.getByDisplayValue('2-3 cloves')).toBeInTheDocument();
  expect(screen.getByDisplayValue('Bake until crisp.')).toBeInTheDocument();
  expect(screen.getByAltText('Current image of the recipe')).toHaveAttribute('src', DRAFT.imageUrl);
  // Nothing is saved until the editor adds the recipe.
  expect(network.saves).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Add Recipe' }));
  await screen.findByRole('heading', { name: 'Recipe page of garlic-bread' });
  const body = network.saves[0]?.body as FormData;
  expect(body.get('files')).toBeNull();
  expect(body.get('importedImage')).toBe(DRAFT.image);
  expect(JSON.parse(await partText(body.get('recipe')))).toMatchObject({
    name: 'Garlic Bread',
    serving_count: 6,
    tags: [TAGS[0]!.id],
  });
  expect(JSON.parse(await partText(body.get('ingredients')))[0].ingredients[0]).toMatchObject({
    amount: '2-3 cloves',
    ingredient: 'garlic',
    notes: 'minced',
  });
});

it('shows the server’s sentence when the page holds no recipe, and leaves the form empty', async () => {
  network.on('POST', '/api/imports', { status: 422, body: { error: 'No recipe was found on this page.' } });
  const { user } = await renderCreateForm();
  await user.click(screen.getByText('Import from a web page'));
  await user.type(textbox("Or paste the page, or the recipe's text"), '<html><body>nothing</body></html>');
  await user.click(screen.getByRole('button', { name: 'Import' }));
  await screen.findByText('No recipe was found on this page.');
  await waitFor(() => expect(textbox('Name')).toHaveValue(''));
  // The same page has no recipe on a second try either.
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

it('offers Retry when the page could not be fetched, and Retry imports it', async () => {
  network.on('POST', '/api/imports', { status: 502, body: { error: 'The page could not be fetched.' } });
  const { user } = await renderCreateForm();
  await user.click(screen.getByText('Import from a web page'));
  await user.type(textbox('Page address'), 'https://www.example.com/garlic-bread');
  await user.click(screen.getByRole('button', { name: 'Import' }));
  await screen.findByText('The page could not be fetched.');

  network.on('POST', '/api/imports', { status: 200, body: DRAFT });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByText(/Imported “Garlic Bread”/);
});

it('tells a picture the page names but that could not be brought in from a page without one, and links it', async () => {
  const picture = 'https://cdn.example.com/garlic-bread.jpg';
  network.on('POST', '/api/imports', {
    status: 200,
    body: { ...DRAFT, image: null, imageUrl: null, pictureNotFetched: picture, missing: ['prep_time', 'image'] },
  });
  const { user } = await renderCreateForm();
  await user.click(screen.getByText('Import from a web page'));
  await user.type(textbox('Page address'), 'https://www.example.com/garlic-bread');
  await user.click(screen.getByRole('button', { name: 'Import' }));

  const summary = await screen.findByText(/Not found on the page: Prep Time\./);
  // Each part is one space from the next (toHaveTextContent would fold a double space away).
  expect(summary.textContent).toBe(
    "Imported “Garlic Bread”. Not found on the page: Prep Time. The page's picture could not be brought in; add it by " +
      'hand. Check the form, then add the recipe.',
  );
  expect(screen.getByRole('link', { name: "The page's picture" })).toHaveAttribute('href', picture);
  expect(screen.queryByAltText('Current image of the recipe')).toBeNull();
});

it('says when the recipe is already here, from this page or by its name alone, and links it in a new tab', async () => {
  network.on('POST', '/api/imports', {
    status: 200,
    body: { ...DRAFT, alreadyHere: [{ stub: 'garlic-bread', name: 'Garlic Bread', sameSource: true }] },
  });
  const { user } = await renderCreateForm();
  await user.click(screen.getByText('Import from a web page'));
  await user.type(textbox('Page address'), 'https://www.example.com/garlic-bread');
  await user.click(screen.getByRole('button', { name: 'Import' }));

  const summary = await screen.findByText(/Not found on the page: Prep Time\./);
  expect(summary).toHaveTextContent(
    'Imported “Garlic Bread”. Not found on the page: Prep Time. “Garlic Bread” was imported from this page before: ' +
      'adding this recipe makes another one. Check the form, then add the recipe.',
  );
  const link = screen.getByRole('link', { name: '“Garlic Bread”' });
  expect(link).toHaveAttribute('href', '/garlic-bread');
  expect(link).toHaveAttribute('target', '_blank');

  network.on('POST', '/api/imports', {
    status: 200,
    body: {
      ...DRAFT,
      alreadyHere: [
        { stub: 'garlic-bread-2', name: 'garlic bread', sameSource: false },
        { stub: 'garlic-bread-3', name: 'Garlic bread', sameSource: false },
      ],
    },
  });
  // The form holds only the last import: the next one replaces it without asking.
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByText(/is already here/)).toHaveTextContent(
    '“garlic bread” is already here (and 1 more of that name): adding this recipe makes another one.',
  );
});

describe('a page pasted whole', () => {
  const PAGE_TEXT = 'Skip to content\nHome\nRecipes\nGarlic Bread\nIngredients\n1 loaf\nMethod\nBake it.';
  const PAGE_MARKUP =
    '<nav><a>Skip to content</a><ul><li>Home</li><li>Recipes</li></ul></nav><h1>Garlic Bread</h1>' +
    '<h2>Ingredients</h2><ul><li>1 loaf</li></ul><h2>Method</h2><ol><li>Bake it.</li></ol>';
  /** Pastes what a browser's copy of the page holds: its text, and its markup beside it. */
  const pastePage = (markup: string) => {
    const box = textbox("Or paste the page, or the recipe's text");
    fireEvent.paste(box, { clipboardData: { getData: (type: string) => (type === 'text/html' ? markup : PAGE_TEXT) } });
    fireEvent.change(box, { target: { value: PAGE_TEXT } });
  };
  const sentBody = () =>
    JSON.parse(network.requests.filter((request) => request.method === 'POST').at(-1)?.body as string) as unknown;

  it('is sent as its markup, whose headings and lists say where the recipe is, not as its text', async () => {
    network.on('POST', '/api/imports', { status: 200, body: DRAFT });
    const { user } = await renderCreateForm();
    await user.click(screen.getByText('Import from a web page'));
    pastePage(PAGE_MARKUP);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText(/Imported “Garlic Bread”/);
    expect(sentBody()).toEqual({ html: PAGE_MARKUP });
  });

  it('is sent as its text once the text is edited, and so is a card copied alone', async () => {
    network.on('POST', '/api/imports', { status: 200, body: DRAFT });
    const { user } = await renderCreateForm();
    await user.click(screen.getByText('Import from a web page'));
    pastePage(PAGE_MARKUP);
    await user.type(textbox("Or paste the page, or the recipe's text"), '!');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText(/Imported “Garlic Bread”/);
    expect(sentBody()).toEqual({ html: `${PAGE_TEXT}!` });

    await user.clear(textbox("Or paste the page, or the recipe's text"));
    pastePage('<div class="card"><h2>Garlic Bread</h2><ul><li>1 loaf</li></ul></div>');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(sentBody()).toEqual({ html: PAGE_TEXT }));
  });
});

describe('an import over what the editor typed', () => {
  /** The editor types a name of their own, then imports a page over it. */
  const typeThenImport = async () => {
    network.on('POST', '/api/imports', { status: 200, body: DRAFT });
    const rendered = await renderCreateForm();
    const { user } = rendered;
    await user.type(textbox('Name'), 'My own bread');
    await user.click(screen.getByText('Import from a web page'));
    await user.type(textbox('Page address'), 'https://www.example.com/garlic-bread');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    return rendered;
  };

  it('asks first; Keep what I typed leaves the form as it was and says the import was not applied', async () => {
    const { user } = await typeThenImport();

    expect(await screen.findByRole('dialog', { name: 'Replace what you typed?' })).toBeInTheDocument();
    expect(screen.getByText(/The imported recipe, “Garlic Bread”, takes the place/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep what I typed' }));

    await screen.findByText('The import was not applied: the form is as you left it.');
    expect(textbox('Name')).toHaveValue('My own bread');
    expect(screen.queryByDisplayValue('Bake until crisp.')).toBeNull();
  });

  it('asks first; Replace fills the form with the page, which a later import replaces without asking', async () => {
    const { user } = await typeThenImport();

    await user.click(await screen.findByRole('button', { name: 'Replace' }));
    await screen.findByText(/Imported “Garlic Bread”\./);
    expect(textbox('Name')).toHaveValue('Garlic Bread');
    expect(screen.getByDisplayValue('Bake until crisp.')).toBeInTheDocument();

    // The form now holds the import, untouched: importing again replaces it at once.
    network.on('POST', '/api/imports', { status: 200, body: { ...DRAFT, name: 'Cheese Bread' } });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText(/Imported “Cheese Bread”\./);
    expect(textbox('Name')).toHaveValue('Cheese Bread');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the bookmarklet', () => {
  it('is a link whose code opens Add Recipe here with the address of the page it is clicked on', async () => {
    const { user } = await renderCreateForm();
    await user.click(screen.getByText('Import from a web page'));
    const code = screen.getByRole('link', { name: 'Import to Simple Recipes' }).getAttribute('href') ?? '';
    expect(code).toMatch(/^javascript:/);

    const address = 'https://www.example.com/pie?serves=4#top';
    const clickOn = (selected: string) => {
      const page = { href: address };
      new Function('location', 'getSelection', code.slice('javascript:'.length))(page, () => selected);
      return page.href;
    };
    expect(clickOn('')).toBe(`${window.location.origin}/create?url=${encodeURIComponent(address)}`);
    // The text selected on the page goes after "#", which the browser keeps to itself.
    expect(clickOn(' Pie\nIngredients\n1 cup flour & 50% butter ')).toBe(
      `${window.location.origin}/create?url=${encodeURIComponent(address)}` +
        `#text=${encodeURIComponent('Pie\nIngredients\n1 cup flour & 50% butter')}`,
    );
  });

  it('opened as /create?url=…, imports that page at once and takes the address out of the URL', async () => {
    network.on('POST', '/api/imports', { status: 200, body: DRAFT });
    const { router } = renderEditor(`/create?url=${encodeURIComponent('https://www.example.com/garlic-bread')}`);

    await screen.findByText(/Imported “Garlic Bread”\./);
    expect(textbox('Page address')).toHaveValue('https://www.example.com/garlic-bread');
    expect(textbox('Name')).toHaveValue('Garlic Bread');
    const sent = network.requests.filter((request) => request.method === 'POST');
    expect(sent.map((request) => JSON.parse(request.body as string))).toEqual([
      { url: 'https://www.example.com/garlic-bread' },
    ]);
    expect(router.state.location.pathname).toBe('/create');
    expect(router.state.location.search).toBe('');
  });

  it('opened with the text selected on the page, imports that text from that address and clears both', async () => {
    network.on('POST', '/api/imports', { status: 200, body: DRAFT });
    const text = 'Garlic Bread\nIngredients\n1 baguette\nMethod\nBake it.';
    const address = 'https://www.example.com/garlic-bread';
    const { router } = renderEditor(`/create?url=${encodeURIComponent(address)}#text=${encodeURIComponent(text)}`);

    await screen.findByText(/Imported “Garlic Bread”\./);
    expect(textbox("Or paste the page, or the recipe's text")).toHaveValue(text);
    const sent = network.requests.filter((request) => request.method === 'POST');
    expect(sent.map((request) => JSON.parse(request.body as string))).toEqual([{ html: text, url: address }]);
    expect(router.state.location.search).toBe('');
    expect(router.state.location.hash).toBe('');
  });
});

it('pressed with nothing to import, says what to give instead of the last import’s summary, with no Retry', async () => {
  network.on('POST', '/api/imports', { status: 200, body: DRAFT });
  const { user } = await renderCreateForm();
  await user.click(screen.getByText('Import from a web page'));
  await user.type(textbox('Page address'), 'https://www.example.com/garlic-bread');
  await user.click(screen.getByRole('button', { name: 'Import' }));
  await screen.findByText(/Imported “Garlic Bread”/);

  await user.clear(textbox('Page address'));
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Give the address of a recipe page, or paste the page or the recipe.',
  );
  expect(screen.queryByText(/Imported “Garlic Bread”/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  expect(network.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
});

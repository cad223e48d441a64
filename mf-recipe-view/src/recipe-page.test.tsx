import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRecipe, fakeNetworkPerTest } from '@simple-recipes/shared-api/testing';
import { renderRecipePage } from './test/render-recipe-page';

const api = fakeNetworkPerTest();
const recipe = makeRecipe();
const recipePath = `/api/recipes/${recipe.stub}`;

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  document.title = '';
  document.head.innerHTML = '';
});

describe('a loaded recipe', () => {
  beforeEach(() => {
    api().on('GET', recipePath, { status: 200, body: recipe });
  });

  it('shows a skeleton while loading, then the recipe', async () => {
    renderRecipePage({ stub: recipe.stub });
    expect(screen.getByRole('status')).toHaveTextContent('Loading recipe…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon Drizzle Cake' })).toBeInTheDocument();
    expect(screen.queryByText('Loading recipe…')).not.toBeInTheDocument();
  });

  it('shows the header: image over its placeholder, tags, serves and times as h:mm', async () => {
    api().on('GET', recipePath, {
      status: 200,
      body: makeRecipe({ serving_count: 4, prep_time: 5, cooking_time: 90 }),
    });
    const { container } = renderRecipePage({ stub: recipe.stub });
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('img', { name: 'Lemon Drizzle Cake' })).toHaveAttribute('src', recipe.imageUrl);
    const placeholder = container.querySelector(`img[src="${recipe.emptyImageUrl}"]`);
    expect(placeholder).toHaveAttribute('alt', '');

    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Baking', 'Vegetarian']);

    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(within(fact('Serves') as HTMLElement).getByRole('textbox', { name: 'Servings' })).toHaveValue('4');
    expect(fact('Prep Time')).toHaveTextContent(/^0:05$/);
    expect(fact('Cooking Time')).toHaveTextContent(/^1:30$/);
  });

  it('shows a serving count of 0 and two times of 0 as not given, and one time of 0 beside another as 0:00', async () => {
    api().on('GET', recipePath, {
      status: 200,
      body: makeRecipe({ serving_count: 0, prep_time: 0, cooking_time: 0 }),
    });
    const view = renderRecipePage({ stub: recipe.stub });
    await screen.findByRole('heading', { level: 1 });
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Serves')).toHaveTextContent(/^—Not given$/);
    expect(fact('Prep Time')).toHaveTextContent(/^—Not given$/);
    expect(fact('Cooking Time')).toHaveTextContent(/^—Not given$/);
    view.unmount();

    api().on('GET', recipePath, { status: 200, body: makeRecipe({ prep_time: 15, cooking_time: 0 }) });
    renderRecipePage({ stub: recipe.stub });
    await screen.findByRole('heading', { level: 1 });
    expect(fact('Prep Time')).toHaveTextContent(/^0:15$/);
    expect(fact('Cooking Time')).toHaveTextContent(/^0:00$/);
    expect(fact('Cooking Time')!.querySelector('time')).toHaveAttribute('datetime', 'PT0M');
  });

  it('shows no photo, only the decorative placeholder, for a recipe without an image', async () => {
    api().on('GET', recipePath, { status: 200, body: makeRecipe({ imageUrl: null }) });
    renderRecipePage({ stub: recipe.stub });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('img', { name: 'Lemon Drizzle Cake' })).not.toBeInTheDocument();
  });

  it('lists ingredients as "ingredient (amount)" with notes, by section', async () => {
    renderRecipePage({ stub: recipe.stub });
    const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
    expect(within(ingredients).getByRole('heading', { level: 3, name: 'Cake' })).toBeInTheDocument();
    expect(within(ingredients).getByRole('heading', { level: 3, name: 'Drizzle' })).toBeInTheDocument();
    const items = within(ingredients)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Self-raising flour (225 g)', 'Butter (225 g)softened', 'Caster sugar (85 g)']);
    expect(within(ingredients).getByText('softened')).toBeInTheDocument();
  });

  it('shows no amount for an ingredient whose amount is a dash, which stands for none', async () => {
    const [cake, drizzle] = recipe.ingredients_sections;
    const salt = { id: 999, ingredient: 'Salt to taste', amount: '—', notes: '' };
    const withSalt = { ...cake!, ingredients: [...cake!.ingredients, salt] };
    api().on('GET', recipePath, { status: 200, body: { ...recipe, ingredients_sections: [withSalt, drizzle!] } });
    renderRecipePage({ stub: recipe.stub });
    const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
    expect(within(ingredients).getAllByRole('listitem')[2]).toHaveTextContent(/^Salt to taste$/);
  });

  it('numbers steps on across sections and shows their notes', async () => {
    renderRecipePage({ stub: recipe.stub });
    const steps = await screen.findByRole('region', { name: 'Steps' });
    const lists = within(steps).getAllByRole('list');
    expect(lists.map((list) => list.getAttribute('start'))).toEqual(['1', '4']);
    expect(within(lists[1]!).getAllByRole('listitem')[0]).toHaveTextContent('Mix the sugar with the lemon juice.');
    expect(within(steps).getByText('Until pale and fluffy.')).toBeInTheDocument();
  });

  it("titles and describes the page as the server does, and gives the site's back when left", async () => {
    document.title = 'Simple Recipes For Everyone';
    const { unmount } = renderRecipePage({ stub: recipe.stub });
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Lemon Drizzle Cake – Simple Recipes For Everyone');
    const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description()).toBe('Serves 8, ready in 1 h 5 min. Ingredients: Self-raising flour, Butter, Caster sugar.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/lemon-drizzle-cake',
    );
    unmount();
    expect(document.title).toBe('Simple Recipes For Everyone');
    expect(description()).toMatch(/^Simple Recipes For Everyone: browse, search and cook recipes/);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('the way back to the recipes', () => {
  beforeEach(() => {
    api().on('GET', recipePath, { status: 200, body: recipe });
  });

  it('returns to the list the recipe was opened from, with its tags, search and sort', async () => {
    const user = userEvent.setup();
    renderRecipePage({ stub: recipe.stub, state: { fromList: '?sortDir=desc&tags=VEG&search=soup' } });
    await screen.findByRole('heading', { level: 1, name: 'Lemon Drizzle Cake' });
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'All recipes' })).toBeInTheDocument();
    expect(screen.getByTestId('location-search')).toHaveTextContent('?sortDir=desc&tags=VEG&search=soup');
  });

  it('leads to the whole list when the page was opened otherwise (a shared link)', async () => {
    renderRecipePage({ stub: recipe.stub, search: '?servings=8' });
    await screen.findByRole('heading', { level: 1, name: 'Lemon Drizzle Cake' });
    expect(screen.getByRole('link', { name: 'All recipes' })).toHaveAttribute('href', '/');
  });

  it('never leads off the site, whatever the history state holds', async () => {
    renderRecipePage({ stub: recipe.stub, state: { fromList: '//evil.example/' } });
    await screen.findByRole('heading', { level: 1, name: 'Lemon Drizzle Cake' });
    expect(screen.getByRole('link', { name: 'All recipes' })).toHaveAttribute('href', '/');
  });
});

describe('editor controls', () => {
  beforeEach(() => {
    api().on('GET', recipePath, { status: 200, body: recipe });
  });

  it('are hidden from visitors', async () => {
    renderRecipePage({ stub: recipe.stub, canEdit: false });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Edit Recipe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Recipe' })).not.toBeInTheDocument();
  });

  it('are shown to editors, the edit link leading to the form', async () => {
    const user = userEvent.setup();
    renderRecipePage({ stub: recipe.stub, canEdit: true });
    const edit = await screen.findByRole('link', { name: 'Edit Recipe' });
    expect(edit).toHaveAttribute('href', '/lemon-drizzle-cake/update');
    expect(screen.getByRole('button', { name: 'Remove Recipe' })).toBeInTheDocument();
    await user.click(edit);
    expect(screen.getByRole('heading', { name: 'Recipe editor' })).toBeInTheDocument();
  });

  it('use the current stub when the page was opened by a former one', async () => {
    api().on('GET', '/api/recipes/old-lemon-cake', { status: 200, body: recipe });
    renderRecipePage({ stub: 'old-lemon-cake', canEdit: true });
    expect(await screen.findByRole('link', { name: 'Edit Recipe' })).toHaveAttribute(
      'href',
      '/lemon-drizzle-cake/update',
    );
  });
});

describe('removing a recipe', () => {
  beforeEach(() => {
    api().on('GET', recipePath, { status: 200, body: recipe });
  });

  it('asks first, and Cancel removes nothing', async () => {
    const user = userEvent.setup();
    renderRecipePage({ stub: recipe.stub, canEdit: true });
    await user.click(await screen.findByRole('button', { name: 'Remove Recipe' }));

    const dialog = screen.getByRole('dialog', { name: 'Remove this recipe?' });
    expect(dialog).toHaveTextContent('“Lemon Drizzle Cake” will be removed for everyone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api().sent('DELETE', recipePath)).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Lemon Drizzle Cake' })).toBeInTheDocument();
  });

  it('sends DELETE after confirmation, then goes to the list', async () => {
    const user = userEvent.setup();
    api().on('DELETE', recipePath, { status: 200, body: recipe.stub });
    renderRecipePage({ stub: recipe.stub, canEdit: true });
    await user.click(await screen.findByRole('button', { name: 'Remove Recipe' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    // The list is told which recipe went, for the shell to say so.
    expect(
      await screen.findByRole('heading', { name: 'All recipes (removed: Lemon Drizzle Cake)' }),
    ).toBeInTheDocument();
    const [request, ...others] = api().sent('DELETE', recipePath);
    expect(others).toHaveLength(0);
    expect(request!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('says in plain words why it failed, and keeps the recipe', async () => {
    const user = userEvent.setup();
    api().on('DELETE', recipePath, { status: 403, body: { error: 'You are not allowed to change recipes.' } });
    renderRecipePage({ stub: recipe.stub, canEdit: true });
    await user.click(await screen.findByRole('button', { name: 'Remove Recipe' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The recipe could not be removed. You are not allowed to change recipes.',
    );
    expect(screen.queryByRole('heading', { name: 'All recipes' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lemon Drizzle Cake' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('says so when the session ended, even as the editing controls go with it, and keeps the recipe', async () => {
    const user = userEvent.setup();
    api().on('DELETE', recipePath, { status: 401, body: { error: 'Please log in as an editor to change recipes.' } });
    const { setCanEdit } = renderRecipePage({ stub: recipe.stub, canEdit: true });
    await user.click(await screen.findByRole('button', { name: 'Remove Recipe' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    // The shell learns of the 401 too, and the page is told the visitor can no longer edit.
    setCanEdit(false);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are logged out, so the recipe was not removed. Log in again (at the top of the page) to remove it.',
    );
    expect(screen.queryByRole('button', { name: 'Remove Recipe' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lemon Drizzle Cake' })).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    const user = userEvent.setup();
    api().on('DELETE', recipePath, () => Promise.reject(new TypeError('Failed to fetch')));
    renderRecipePage({ stub: recipe.stub, canEdit: true });
    await user.click(await screen.findByRole('button', { name: 'Remove Recipe' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The recipe could not be removed. The server could not be reached. Check your connection and try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lemon Drizzle Cake' })).toBeInTheDocument();
  });
});

describe('a recipe that cannot be shown', () => {
  it('is a "Recipe not found" page with a way home when the stub is unknown', async () => {
    const user = userEvent.setup();
    api().on('GET', '/api/recipes/no-such-dish', { status: 404, body: { error: 'Recipe not found.' } });
    renderRecipePage({ stub: 'no-such-dish' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Recipe not found' })).toBeInTheDocument();
    expect(document.title).toBe('Recipe not found – Simple Recipes For Everyone');
    await user.click(screen.getByRole('link', { name: 'See all recipes' }));
    expect(screen.getByRole('heading', { name: 'All recipes' })).toBeInTheDocument();
  });

  it('explains any other failure, logs it, and loads again on Retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    api().on('GET', recipePath, () =>
      ++calls === 1
        ? { status: 503, body: { error: 'The server is busy. Try again in a moment.' } }
        : { status: 200, body: recipe },
    );
    renderRecipePage({ stub: recipe.stub });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The recipe could not be loaded. The server is busy. Try again in a moment.');
    expect(consoleError).toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon Drizzle Cake' })).toBeInTheDocument();
  });
});

describe('structured data', () => {
  /** The page's one JSON-LD element (in the head, where the server writes it). */
  const ldJson = () => {
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.parentElement).toBe(document.head);
    return scripts[0]!;
  };

  it('describes the recipe as schema.org Recipe JSON-LD', async () => {
    api().on('GET', recipePath, { status: 200, body: recipe });
    renderRecipePage({ stub: recipe.stub });
    await screen.findByRole('heading', { level: 1 });

    const data = JSON.parse(ldJson().textContent ?? '');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Lemon Drizzle Cake',
      image: ['http://localhost/api/images/lemon-page.webp'],
      recipeYield: '8',
      keywords: 'Baking, Vegetarian',
      datePublished: '2024-03-01T10:00:00.000Z',
    });
    expect(data.recipeIngredient).toEqual(['225 g Self-raising flour', '225 g Butter, softened', '85 g Caster sugar']);
    expect(data.recipeInstructions[1]).toEqual({
      '@type': 'HowToSection',
      name: 'Drizzle',
      itemListElement: [
        { '@type': 'HowToStep', position: 4, text: 'Mix the sugar with the lemon juice.' },
        { '@type': 'HowToStep', position: 5, text: 'Pour over the warm cake.' },
      ],
    });
  });

  it('cannot be broken out of by recipe text', async () => {
    const hostile = '</script><script>window.hacked = true</script><!--';
    api().on('GET', recipePath, { status: 200, body: makeRecipe({ name: hostile }) });
    renderRecipePage({ stub: recipe.stub });
    await screen.findByRole('heading', { level: 1 });

    const script = ldJson();
    expect(script.innerHTML).not.toMatch(/[<>]/);
    expect(script.innerHTML).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(script.textContent ?? '').name).toBe(hostile);
    // The page's HTML, parsed again (as a saved or prerendered page would be): still one script, same data.
    const reparsed = new DOMParser().parseFromString(document.documentElement.outerHTML, 'text/html');
    const scripts = reparsed.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent ?? '').name).toBe(hostile);
  });

  it('updates the element the server sent instead of adding a second copy, and removes it when left', async () => {
    document.head.innerHTML =
      '<link rel="canonical" href="https://recipes.example/old-lemon-cake">' +
      '<script id="page-json-ld" type="application/ld+json">{"@type":"WebSite"}</script>';
    api().on('GET', recipePath, { status: 200, body: recipe });
    const { unmount } = renderRecipePage({ stub: recipe.stub });
    await screen.findByRole('heading', { level: 1 });

    const data = JSON.parse(ldJson().textContent ?? '');
    expect(data).toMatchObject({ '@type': 'Recipe', name: 'Lemon Drizzle Cake' });
    // The canonical origin the server chose (its SITE_URL) is kept.
    expect(data.url).toBe('https://recipes.example/lemon-drizzle-cake');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://recipes.example/lemon-drizzle-cake',
    );
    unmount();
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});

// The first schema: tags, recipes with their sections, former stubs, search, accounts, sessions, rate limits.
import type { Kysely } from 'kysely';
import type { DialectModule } from '../dialects/dialect';
import type { Database } from '../schema-types';
import type { Migration } from './migration';

async function up(trx: Kysely<Database>, dialect: DialectModule): Promise<void> {
  const { idColumn, binaryText } = dialect.ddl;
  const schema = trx.schema;

  await schema
    .createTable('tags')
    .addColumn('id', 'integer', idColumn)
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('shorthand', 'text', (c) => c.notNull().unique())
    .execute();

  await schema
    .createTable('recipes')
    .addColumn('id', 'integer', idColumn)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_sort', binaryText, (c) => c.notNull())
    .addColumn('stub', binaryText, (c) => c.notNull().unique())
    .addColumn('serving_count', 'integer', (c) => c.notNull())
    .addColumn('prep_time', 'integer', (c) => c.notNull())
    .addColumn('cooking_time', 'integer', (c) => c.notNull())
    .addColumn('source', 'text')
    .addColumn('image_original', 'text')
    .addColumn('image_page', 'text')
    .addColumn('image_thumbnail', 'text')
    .addColumn('image_placeholder', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // One index per sort, ending in id: ORDER BY … , id reads pages straight off it, in either direction.
  await schema.createIndex('recipes_name_sort').on('recipes').columns(['name_sort', 'id']).execute();
  await schema.createIndex('recipes_created_at').on('recipes').columns(['created_at', 'id']).execute();
  // Whether an image file is still referenced after a save or removal.
  for (const column of ['image_original', 'image_page', 'image_thumbnail'] as const) {
    await schema.createIndex(`recipes_${column}`).on('recipes').column(column).execute();
  }

  await schema
    .createTable('former_stubs')
    .addColumn('stub', binaryText, (c) => c.primaryKey())
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .execute();
  await schema.createIndex('former_stubs_recipe').on('former_stubs').column('recipe_id').execute();

  await schema
    .createTable('recipe_tags')
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id'))
    .addPrimaryKeyConstraint('recipe_tags_pk', ['recipe_id', 'tag_id'])
    .execute();
  await schema.createIndex('recipe_tags_tag').on('recipe_tags').columns(['tag_id', 'recipe_id']).execute();

  for (const [sections, items, text] of [
    ['ingredient_sections', 'ingredients', ['ingredient', 'amount', 'notes']],
    ['step_sections', 'steps', ['step', 'notes']],
  ] as const) {
    await schema
      .createTable(sections)
      .addColumn('id', 'integer', idColumn)
      .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();
    await schema.createIndex(`${sections}_recipe`).on(sections).columns(['recipe_id', 'position']).execute();

    let itemTable = schema
      .createTable(items)
      .addColumn('id', 'integer', idColumn)
      .addColumn('section_id', 'integer', (c) => c.notNull().references(`${sections}.id`).onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull());
    for (const column of text) itemTable = itemTable.addColumn(column, 'text', (c) => c.notNull());
    await itemTable.execute();
    await schema.createIndex(`${items}_section`).on(items).columns(['section_id', 'position']).execute();
  }

  await dialect.ddl.createSearchTable(trx);

  await schema
    .createTable('accounts')
    .addColumn('id', 'integer', idColumn)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
  await schema.createIndex('sessions_account').on('sessions').column('account_id').execute();

  await schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await schema
    .createTable('completed_jobs')
    .addColumn('job', 'text', (c) => c.primaryKey())
    .addColumn('completed_at', 'bigint', (c) => c.notNull())
    .execute();
}

export const initialSchema: Migration = { version: 1, name: 'initial schema', up };

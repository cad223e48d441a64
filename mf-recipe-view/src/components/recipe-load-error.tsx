import { ApiError } from '@simple-recipes/shared-api';
import { ErrorNotice } from '@simple-recipes/shared-ui';
import { useLogError } from '../hooks/use-log-error';

/** Any failure to load other than "no such recipe": said in plain words, logged, with a Retry. */
export function RecipeLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  useLogError('Loading the recipe failed', error);
  const reason = error instanceof ApiError ? error.message : 'Something unexpected went wrong. Please try again.';
  return <ErrorNotice onRetry={onRetry}>{`The recipe could not be loaded. ${reason}`}</ErrorNotice>;
}

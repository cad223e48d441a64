import type { CatalogPageProps } from 'shared-api/contracts';

export function CatalogPage(props: CatalogPageProps) {
  return <section data-testid="mf-catalog">{JSON.stringify(props)}</section>;
}

export default CatalogPage;

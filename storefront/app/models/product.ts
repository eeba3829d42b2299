import type { ProductJson } from '@pointe/config';

/** Product rules the page itself needs; the contract is imported as a type only, so they cost the browser nothing. */

/** The size to preselect: 'One Size' when it is the product's only size, as nothing else could be chosen. */
export function preselectedSize(product: Pick<ProductJson, 'sizes'>): string | undefined {
  const [only, ...others] = product.sizes;
  return only && others.length === 0 && only.size === 'One Size' ? only.size : undefined;
}

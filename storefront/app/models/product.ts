import type { Size } from '@pointe/config';

/** Product rules the page itself needs; kept free of zod so they cost the browser nothing. */
export interface ProductSizes {
  sizes: Array<{ size: Size; countInStock: number }>;
}

/** The size to preselect: 'One Size' when it is the product's only size (spec §5). */
export function preselectedSize(product: ProductSizes): string | undefined {
  const [only, ...others] = product.sizes;
  return only && others.length === 0 && only.size === 'One Size' ? only.size : undefined;
}

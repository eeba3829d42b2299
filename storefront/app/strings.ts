/** The storefront's user-facing words, kept in one place so an Arabic edition can replace them. */
export const SHOP_NAME = 'Pointe';
export const SHOP_TAGLINE = 'Dancewear for ballet, jazz and contemporary, delivered in Alexandria, Cairo and Giza.';

export const text = {
  inStock: 'In Stock',
  unavailable: 'Unavailable',
  addToCart: 'Add to Cart',
  noProductFound: 'No Product Found',
  loading: 'loading...',
  previous: 'Previous',
  next: 'Next',
  clear: 'Clear',
  signIn: 'Sign In',
  cart: 'Cart',
  menu: 'Menu',
  categories: 'Categories',
  helpContact: 'Help / Contact Us',
  searchLabel: 'Search products',
  searchPlaceholder: 'Search leotards, pointe shoes…',
  search: 'Search',
  sortBy: 'Sort by',
  sort: 'Sort',
  size: 'Size',
  notFoundTitle: 'Page not found',
  notFoundBody: "We couldn't find that page. It may have moved, or the product may no longer be sold.",
  backHome: 'Back to the shop',
  errorTitle: 'Something went wrong',
  genericError: 'Something went wrong. Please try again.',
} as const;

import { lazy } from 'react';

/*
 * The size guide's parts the product page uses only after hydration, loaded when needed (the
 * product page's JavaScript budget, and nothing fetched as the page loads): react-aria's dialog
 * when she reaches for "Size guide", the saved-size line for a signed-in shopper.
 */
/** Fetches the dialog's code ahead of the click (the module system keeps it for the lazy component). */
export const loadSizeGuideDialog = () => import('./SizeGuideAriaDialog');
export const SizeGuideAriaDialog = lazy(loadSizeGuideDialog);
export const SavedSizeNote = lazy(() => import('./SavedSizeNote'));

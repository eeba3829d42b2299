/**
 * What the product page loads after hydration for the size guide, in one module (one request, one
 * list of chunks in the page's JavaScript): the react-aria dialog and the saved-size line.
 */
export { default as SizeGuideAriaDialog } from './SizeGuideAriaDialog';
export { default as SavedSizeNote } from './SavedSizeNote';

import { lazy } from 'react';

/**
 * The size guide's parts the product page uses only after hydration (react-aria's dialog, the
 * saved-size line), loaded then, in one module: the product page's JavaScript budget holds.
 */
const later = () => import('./SizeGuideLazy');

export const SizeGuideAriaDialog = lazy(() => later().then((module) => ({ default: module.SizeGuideAriaDialog })));
export const SavedSizeNote = lazy(() => later().then((module) => ({ default: module.SavedSizeNote })));

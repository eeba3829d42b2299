import { style } from '@vanilla-extract/css';
import { choiceRule, triggerRule } from './size-guide-rules';

// The few styles the product page itself needs for the size guide (the guide's own are in SizeGuide.css.ts, loaded with it).
export const line = style({ margin: 0 });
export const choice = style(choiceRule);
/** A text link, whether it is a link (no JavaScript) or the button that opens the dialog. */
export const dialogTrigger = style(triggerRule);

import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button } from './Button.css';

type Variant = keyof typeof button;

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: Variant;
}

/** The shop's button: a native <button>, so form submits work before and without JavaScript. */
export function Button({ variant = 'primary', ...props }: ButtonProps) {
  return <AriaButton {...props} className={button[variant]} />;
}

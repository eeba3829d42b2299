import type { ButtonHTMLAttributes, MouseEventHandler } from 'react';
import { button } from './Button.css';

type Variant = keyof typeof button;

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'disabled' | 'onClick'> {
  variant?: Variant;
  isDisabled?: boolean;
  onPress?: MouseEventHandler<HTMLButtonElement>;
}

/**
 * The shop's button: a plain <button>, so form submits work before and without JavaScript, and no
 * script is needed for it at all (keyboard, focus and disabled state are the browser's own).
 */
export function Button({ variant = 'primary', isDisabled, onPress, type = 'button', ...props }: ButtonProps) {
  return <button {...props} type={type} disabled={isDisabled} onClick={onPress} className={button[variant]} />;
}

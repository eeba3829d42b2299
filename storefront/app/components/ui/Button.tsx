import { Link, type LinkProps } from '@remix-run/react';
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

export interface ButtonLinkProps extends Omit<LinkProps, 'className'> {
  variant?: Variant;
  /** Renders a dimmed, inert placeholder instead of a link (e.g. "Previous" on the first page). */
  disabled?: boolean;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant = 'secondary', disabled, children, ...props }: ButtonLinkProps) {
  if (disabled) {
    return (
      <span className={button[variant]} aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link {...props} className={button[variant]}>
      {children}
    </Link>
  );
}

import { Link, type LinkProps } from '@remix-run/react';
import { button } from './Button.css';

type Variant = keyof typeof button;

export interface ButtonLinkProps extends Omit<LinkProps, 'className'> {
  variant?: Variant;
  /** Renders a dimmed, inert placeholder instead of a link (e.g. "Previous" on the first page). */
  disabled?: boolean;
}

/** A Remix link styled like Button (same variants, Button.css): use it to navigate, Button to act. */
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

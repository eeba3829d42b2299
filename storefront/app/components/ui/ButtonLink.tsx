import { Link, type LinkProps } from '@remix-run/react';
import { button } from './Button.css';

type Variant = keyof typeof button;

/* Kept apart from Button.tsx so pages with only links don't load react-aria's Button. */

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

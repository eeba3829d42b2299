/** Inline icons: decorative, so hidden from assistive technology; the text beside them carries the meaning. */
export function ShoppingBagIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
      <path d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8L5 8Z" strokeLinejoin="round" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" strokeLinecap="round" />
    </svg>
  );
}

/** A product with no picture yet: a hanger, and no words (the same on English and Arabic pages). */
export function NoPicture({ className }: { className: string }) {
  return (
    <span className={className}>
      <svg width="96" height="96" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.2" aria-hidden="true" focusable="false">
        <path d="M12 9V8.2c0-.8.6-1.2 1.3-1.5.8-.4 1.2-1 1-1.8-.2-.9-1-1.4-1.9-1.3-.8.1-1.3.7-1.4 1.4" strokeLinecap="round" />
        <path d="M12 9 3.6 15.2c-.5.4-.3 1 .4 1h16c.7 0 .9-.6.4-1L12 9Z" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

export function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </svg>
  );
}


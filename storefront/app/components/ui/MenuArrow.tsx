/** A menu button's ▾: decoration, hidden from screen readers so the button is announced by its label alone. */
export function MenuArrow() {
  return <span aria-hidden="true">▾</span>;
}

import { Link } from '@remix-run/react';
import type { ShippingAddress } from '@pointe/config';
import { Price } from './Price';

/** An address as a person reads it on the place-order and order pages. */
export function AddressText({ address }: { address: ShippingAddress }) {
  return (
    <p>
      {address.fullName}, {address.mobileNumber}
      <br />
      {address.buildingNumber} {address.streetName}, apartment {address.apartmentNumber}, {address.area}, {address.city}
    </p>
  );
}

interface Line {
  slug: string;
  name: string;
  size: string;
  quantity: number;
  price: number;
}

/** The lines of a cart or an order: product, size, quantity × unit price. */
export function OrderLines({ lines, className }: { lines: Line[]; className?: string }) {
  return (
    <ul className={className}>
      {lines.map((line) => (
        <li key={`${line.slug}-${line.size}`}>
          <Link to={`/product/${line.slug}`}>{line.name}</Link> ({line.size}) — {line.quantity} × <Price amount={line.price} />
        </li>
      ))}
    </ul>
  );
}

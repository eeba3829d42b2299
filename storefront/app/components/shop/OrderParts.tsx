import { Link } from '@remix-run/react';
import { governorateName, type ShippingAddress, type Size } from '@pointe/config';
import { checkoutMessages } from '~/i18n/catalogues/checkout';
import { useMessages } from '~/i18n/messages';
import { useLocale, usePath } from '~/i18n/locale';
import { Price } from './Price';

/**
 * An address as a person reads it on the place-order and order pages. The governorate is shown in the
 * page's language (an order's own Arabic name, kept when it was placed); the mobile number is
 * isolated so it never reorders inside Arabic text.
 */
/** The governorate in the page's language: an order's own Arabic name, kept when it was placed, else the table's. */
export function useCityName(): (address: { city: string; cityAr?: string }) => string {
  const locale = useLocale();
  return (address) => (locale === 'ar' ? address.cityAr || governorateName(address.city, 'ar') : address.city);
}

export function AddressText({ address }: { address: ShippingAddress & { cityAr?: string } }) {
  const words = useMessages(checkoutMessages);
  const cityName = useCityName();
  return (
    <p>
      {address.fullName}
      {words.separator}
      <bdi>{address.mobileNumber}</bdi>
      <br />
      {words.address({
        building: address.buildingNumber,
        street: address.streetName,
        apartment: address.apartmentNumber,
        floor: address.floor,
        landmark: address.landmark,
        area: address.area,
        city: cityName(address),
      })}
    </p>
  );
}

/** A payment method in the page's language (an order stores the English name; an unknown one shows as stored). */
export function usePaymentMethodText(): (method: string) => string {
  const labels: Readonly<Record<string, string>> = useMessages(checkoutMessages).paymentMethods;
  return (method) => labels[method] ?? method;
}

interface Line {
  slug: string;
  name: string;
  size: Size;
  quantity: number;
  price: number;
}

/** The lines of a cart or an order: product, size, quantity × unit price. */
export function OrderLines({ lines, className }: { lines: Line[]; className?: string }) {
  const words = useMessages(checkoutMessages);
  const path = usePath();
  return (
    <ul className={className}>
      {lines.map((line) => (
        <li key={`${line.slug}-${line.size}`}>
          <Link to={path(`/product/${line.slug}`)}>{line.name}</Link> ({words.sizes[line.size]}) — {line.quantity} × <Price amount={line.price} />
        </li>
      ))}
    </ul>
  );
}

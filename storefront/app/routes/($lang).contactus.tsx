import type { MetaFunction } from '@remix-run/node';
import { CITIES, FREE_SHIPPING_ABOVE_EGP, SHIPPING_PRICE_EGP, formatMoney } from '@pointe/config';
import { SHOP_NAME } from '~/strings';
import * as styles from './contactus.css';

export const meta: MetaFunction = () => [
  { title: `Help / Contact Us | ${SHOP_NAME}` },
  { name: 'description', content: `How to reach ${SHOP_NAME}: our studio shop in Cairo, phone, email and opening hours.` },
];

export const headers = () => ({ 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' });

export default function ContactPage() {
  return (
    <div className={styles.page}>
      <h1>Help / Contact Us</h1>
      <p>
        Questions about sizing, pointe shoe fitting or an order? We answer every message within one working day.
      </p>
      <section aria-labelledby="visit">
        <h2 id="visit">Visit the studio shop</h2>
        <address className={styles.address}>
          {SHOP_NAME} Dancewear
          <br />
          14 Mohamed Mazhar Street, Zamalek
          <br />
          Cairo, Egypt
        </address>
      </section>
      <section aria-labelledby="hours">
        <h2 id="hours">Opening hours</h2>
        <dl className={styles.hours}>
          <dt>Saturday to Thursday</dt>
          <dd>11:00 to 21:00</dd>
          <dt>Friday</dt>
          <dd>Closed</dd>
        </dl>
      </section>
      <section aria-labelledby="reach">
        <h2 id="reach">Call or write</h2>
        <ul className={styles.list}>
          <li>
            Phone and WhatsApp: <a href="tel:+201001234567">+20 100 123 4567</a>
          </li>
          <li>
            Email: <a href="mailto:hello@pointe.example">hello@pointe.example</a>
          </li>
        </ul>
      </section>
      <section aria-labelledby="delivery">
        <h2 id="delivery">Delivery and payment</h2>
        <p>
          We deliver to {CITIES.join(', ')}, and you pay cash on delivery. Shipping is {formatMoney(SHIPPING_PRICE_EGP)},
          free on orders over {formatMoney(FREE_SHIPPING_ABOVE_EGP)}.
        </p>
      </section>
    </div>
  );
}

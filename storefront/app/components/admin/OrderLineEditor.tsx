import { Form } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import { SIZES, firstIssue, mayEditLines, orderLineForm, refusalJson, type OrderJson } from '@pointe/config';
import { Button } from '~/components/ui/Button';
import { NativeSelect } from '~/components/ui/NativeSelect';
import { TextField } from '~/components/ui/TextField';
import { adminMessages } from '~/i18n/catalogues/admin';
import { shopMessages, sizeLabel } from '~/i18n/catalogues/shop';
import { localName } from '~/i18n/content';
import { useErrorText } from '~/i18n/errors';
import { useLocale } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import * as styles from './OrderActions.css';

function Hidden({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** Checks a line form with the action's own schema (config's orderLineForm) before it is sent. */
function useCheck() {
  const errorText = useErrorText();
  const [error, setError] = useState<string>();
  const check = (event: FormEvent<HTMLFormElement>) => {
    const fields = Object.fromEntries([...new FormData(event.currentTarget)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const parsed = orderLineForm.safeParse(fields);
    setError(parsed.success ? undefined : errorText(refusalJson(firstIssue(parsed.error))));
    if (!parsed.success) event.preventDefault();
  };
  return { error, check };
}

interface OrderLineEditorProps {
  order: Pick<OrderJson, '_id' | 'status' | 'orderItems' | 'version'>;
  back: string;
}

/**
 * Staff change the order's lines while confirming it (issue 23, ADR 022): a line's size and
 * quantity, remove a line, add one. Plain POST forms to the order page's action, each with the
 * order's `version`: an edit made meanwhile by someone else is refused, not overwritten. Only
 * before the order ships; the CMS checks again and re-prices it.
 */
export function OrderLineEditor({ order, back }: OrderLineEditorProps) {
  const t = useMessages(adminMessages);
  if (!mayEditLines(order.status)) return null;
  const base = { id: order._id, back, version: String(order.version ?? 0) };
  const single = order.orderItems.length === 1;
  return (
    <section aria-labelledby="edit-items" className={styles.actions}>
      <h2 id="edit-items">{t.editItems}</h2>
      <p>{t.editItemsHint}</p>
      {order.orderItems.map((item, index) => (
        <LineForm key={`${item._id}-${item.size}`} item={item} index={index} base={base} canRemove={!single} />
      ))}
      <AddLineForm base={base} />
    </section>
  );
}

function LineForm({
  item,
  index,
  base,
  canRemove,
}: {
  item: OrderJson['orderItems'][number];
  index: number;
  base: Record<string, string>;
  canRemove: boolean;
}) {
  const t = useMessages(adminMessages);
  const shopText = useMessages(shopMessages);
  const locale = useLocale();
  const name = localName(item, locale);
  const { error, check } = useCheck();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{name}</legend>
      <Form method="post" onSubmit={check} className={styles.row}>
        <Hidden fields={{ ...base, intent: 'edit-line', line: String(index) }} />
        <div className={styles.grow}>
          <NativeSelect label={t.lineSize(name)} name="size" options={SIZES} defaultValue={item.size} placeholder={null} optionLabel={(size) => sizeLabel(size, shopText)} />
        </div>
        <div className={styles.grow}>
          <TextField label={t.lineQuantity(name)} name="quantity" inputMode="numeric" maxLength={3} defaultValue={String(item.quantity)} errorMessage={error} isRequired />
        </div>
        <Button type="submit" variant="secondary">
          {t.saveLine(name)}
        </Button>
      </Form>
      {canRemove ? (
        <Form method="post">
          <Hidden fields={{ ...base, intent: 'remove-line', line: String(index) }} />
          <Button type="submit" variant="secondary">
            {t.removeLine(name)}
          </Button>
        </Form>
      ) : null}
    </fieldset>
  );
}

function AddLineForm({ base }: { base: Record<string, string> }) {
  const t = useMessages(adminMessages);
  const shopText = useMessages(shopMessages);
  const { error, check } = useCheck();
  return (
    <Form method="post" onSubmit={check}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.addLine}</legend>
        <Hidden fields={{ ...base, intent: 'add-line' }} />
        <TextField label={t.addProduct} name="product" maxLength={100} errorMessage={error} isRequired />
        <div className={styles.row}>
          <div className={styles.grow}>
            <NativeSelect label={t.addLineSize} name="size" options={SIZES} optionLabel={(size) => sizeLabel(size, shopText)} />
          </div>
          <div className={styles.grow}>
            <TextField label={t.addQuantity} name="quantity" inputMode="numeric" maxLength={3} defaultValue="1" isRequired />
          </div>
        </div>
        <Button type="submit" variant="secondary">
          {t.addLineButton}
        </Button>
      </fieldset>
    </Form>
  );
}

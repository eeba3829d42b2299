import { Form } from '@remix-run/react';
import { PICTURE_ACCEPT, PICTURE_HINT, SIZES } from '@pointe/config';
import { Button } from '~/components/ui/Button';
import { Field } from '~/components/ui/Field';
import { NativeSelect } from '~/components/ui/NativeSelect';
import { TextArea } from '~/components/ui/TextArea';
import { TextField } from '~/components/ui/TextField';
import * as fieldStyles from '~/components/ui/TextField.css';
import { intentValue } from '~/lib/intent';
import type { Draft, EditorIntent } from '~/models/product-editor';
import * as styles from '~/routes/admin.css';
import { smallButton } from '~/styles/controls.css';

/** A button of the editor: it submits the whole form with its intent (and row). */
function IntentButton({ intent, index, label, disabled, className = smallButton, children }: {
  intent: EditorIntent['intent'];
  index?: number;
  label?: string;
  disabled?: boolean;
  className?: string;
  children: string;
}) {
  return (
    <button type="submit" name="intent" value={intentValue(intent, index)} className={className} disabled={disabled} aria-label={label}>
      {children}
    </button>
  );
}

function Pictures({ images }: { images: string[] }) {
  return (
    <ul className={styles.images}>
      {images.map((url, position) => (
        <li key={url} className={styles.imageRow}>
          <input type="hidden" name="image" value={url} />
          <img src={url} alt={`Picture ${position + 1}`} width={64} height={64} className={styles.thumb} />
          <IntentButton intent="image-up" index={position} disabled={position === 0} label={`Move picture ${position + 1} up`}>
            ↑
          </IntentButton>
          <IntentButton intent="image-down" index={position} disabled={position === images.length - 1} label={`Move picture ${position + 1} down`}>
            ↓
          </IntentButton>
          <IntentButton intent="image-remove" index={position} label={`Remove picture ${position + 1}`}>
            Remove
          </IntentButton>
        </li>
      ))}
    </ul>
  );
}

function SizeRows({ sizes }: { sizes: Draft['sizes'] }) {
  return sizes.map((row, position) => (
    <div key={position} className={styles.sizeRow}>
      <NativeSelect label={`Size ${position + 1}`} name="size" options={SIZES} defaultValue={row.size} placeholder={null} isRequired={false} className={styles.sizeField} />
      <Field label={`Stock ${position + 1}`} className={styles.stockField}>
        {(control) => <input {...control} className={`${control.className} ${styles.stockInput}`} name="stock" type="number" min={0} step={1} inputMode="numeric" defaultValue={row.countInStock} />}
      </Field>
      <IntentButton intent="remove-size" index={position} label={`Remove size row ${position + 1}`}>
        Remove
      </IntentButton>
    </div>
  ));
}

/** The product editor. Every button submits the whole form, so it works the same without JavaScript. */
export function ProductEditorForm({ draft, errors, categories, busy }: { draft: Draft; errors: Record<string, string>; categories: string[]; busy: boolean }) {
  return (
    // key: a fresh form (and fresh defaults) for every answer of the action
    <Form key={JSON.stringify(draft)} method="post" encType="multipart/form-data" className={styles.formGrid} noValidate>
      {/* Enter in a field submits the form's first button: make that one Save, not a picture button. */}
      <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
      <TextField label="Name" name="name" defaultValue={draft.name} errorMessage={errors.name} isRequired />
      <TextField label="Slug" name="slug" defaultValue={draft.slug} errorMessage={errors.slug} description="The product's web address: lower-case letters, digits and dashes" isRequired />
      <TextField label="Price (EGP)" name="price" inputMode="decimal" defaultValue={draft.price} errorMessage={errors.price} isRequired />
      <NativeSelect label="Category" name="category" options={categories} defaultValue={draft.category} errorMessage={errors.category} />
      <TextField label="Brand" name="brand" defaultValue={draft.brand} errorMessage={errors.brand} isRequired />
      <TextArea label="Description" name="description" defaultValue={draft.description} errorMessage={errors.description} />

      <fieldset className={styles.panel}>
        <legend>Pictures (the first is the cover)</legend>
        <Pictures images={draft.image} />
        <Field label={`Add a picture (${PICTURE_HINT})`} errorMessage={errors.file}>
          {({ className: _unstyled, ...control }) => <input {...control} name="file" type="file" accept={PICTURE_ACCEPT} />}
        </Field>
        <IntentButton intent="upload" className={styles.formButton}>
          Upload
        </IntentButton>
        {errors.image ? <span className={fieldStyles.error}>{errors.image}</span> : null}
      </fieldset>

      <fieldset className={styles.panel}>
        <legend>Sizes and stock</legend>
        <SizeRows sizes={draft.sizes} />
        {errors.sizes ? <span className={fieldStyles.error}>{errors.sizes}</span> : null}
        <IntentButton intent="add-size" className={styles.formButton} disabled={draft.sizes.length >= SIZES.length}>
          Add size
        </IntentButton>
      </fieldset>

      <Button type="submit" name="intent" value="save" isDisabled={busy}>
        Update
      </Button>
    </Form>
  );
}

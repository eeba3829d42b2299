import { Form } from '@remix-run/react';
import type { Refusal } from '~/i18n/errors';
import { useFieldErrors } from '~/lib/forms';
import { PICTURE_ACCEPT, SIZES } from '@pointe/config';
import { Button } from '~/components/ui/Button';
import { Field } from '~/components/ui/Field';
import { NativeSelect } from '~/components/ui/NativeSelect';
import { TextArea } from '~/components/ui/TextArea';
import { TextField } from '~/components/ui/TextField';
import * as fieldStyles from '~/components/ui/TextField.css';
import { adminMessages } from '~/i18n/catalogues/admin';
import { useFormat } from '~/i18n/format';
import { useMessages } from '~/i18n/messages';
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
  const t = useMessages(adminMessages);
  const { number } = useFormat();
  return (
    <ul className={styles.images}>
      {images.map((url, position) => {
        const place = number(position + 1);
        return (
          <li key={url} className={styles.imageRow}>
            <input type="hidden" name="image" value={url} />
            <img src={url} alt={t.picture(place)} width={64} height={64} className={styles.thumb} />
            {/* Up and down move a picture in the list, in either writing direction: no mirroring. */}
            <IntentButton intent="image-up" index={position} disabled={position === 0} label={t.movePictureUp(place)}>
              ↑
            </IntentButton>
            <IntentButton intent="image-down" index={position} disabled={position === images.length - 1} label={t.movePictureDown(place)}>
              ↓
            </IntentButton>
            <IntentButton intent="image-remove" index={position} label={t.removePicture(place)}>
              {t.remove}
            </IntentButton>
          </li>
        );
      })}
    </ul>
  );
}

function SizeRows({ sizes }: { sizes: Draft['sizes'] }) {
  const t = useMessages(adminMessages);
  const { number } = useFormat();
  return sizes.map((row, position) => (
    <div key={position} className={styles.sizeRow}>
      <NativeSelect label={t.sizeRow(number(position + 1))} name="size" options={SIZES} defaultValue={row.size} placeholder={null} isRequired={false} className={styles.sizeField} />
      <Field label={t.stockRow(number(position + 1))} className={styles.stockField}>
        {(control) => <input {...control} className={`${control.className} ${styles.stockInput}`} name="stock" inputMode="numeric" defaultValue={row.countInStock} />}
      </Field>
      <IntentButton intent="remove-size" index={position} label={t.removeSizeRow(number(position + 1))}>
        {t.remove}
      </IntentButton>
    </div>
  ));
}

/** The product editor. Every button submits the whole form, so it works the same without JavaScript. */
export function ProductEditorForm({
  draft,
  errors: refusals,
  categories,
  families,
  busy,
}: {
  draft: Draft;
  errors: Readonly<Record<string, Refusal>>;
  categories: string[];
  /** The colour families' names, for the family choice. */
  families: string[];
  busy: boolean;
}) {
  const errors = useFieldErrors(refusals);
  const t = useMessages(adminMessages);
  return (
    // key: a fresh form (and fresh defaults) for every answer of the action
    <Form key={JSON.stringify(draft)} method="post" encType="multipart/form-data" className={styles.formGrid} noValidate>
      {/* Enter in a field submits the form's first button: make that one Save, not a picture button. */}
      <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
      <TextField label={t.name} name="name" defaultValue={draft.name} errorMessage={errors.name} isRequired />
      <TextField label={t.slug} name="slug" defaultValue={draft.slug} errorMessage={errors.slug} description={t.slugHint} isRequired />
      <TextField label={t.priceEgp} name="price" inputMode="decimal" defaultValue={draft.price} errorMessage={errors.price} isRequired />
      <NativeSelect label={t.category} name="category" options={categories} defaultValue={draft.category} errorMessage={errors.category} placeholder={t.choose} />
      <TextField label={t.brand} name="brand" defaultValue={draft.brand} errorMessage={errors.brand} isRequired />
      <TextArea label={t.description} name="description" defaultValue={draft.description} errorMessage={errors.description} />
      {/* The Arabic words are typed right to left whatever the page's language (an English admin page too). */}
      <Field label={t.nameArabic} description={t.arabicHint} errorMessage={errors.nameAr}>
        {(control) => <input {...control} name="nameAr" type="text" dir="rtl" lang="ar" maxLength={120} defaultValue={draft.nameAr} />}
      </Field>
      <Field label={t.descriptionArabic} errorMessage={errors.descriptionAr}>
        {(control) => <textarea {...control} name="descriptionAr" dir="rtl" lang="ar" rows={5} defaultValue={draft.descriptionAr} />}
      </Field>

      <fieldset className={styles.panel}>
        <legend>{t.colourPanel}</legend>
        <TextField label={t.colourEnglish} name="colour" defaultValue={draft.colour} errorMessage={errors.colour} description={t.colourHint} />
        <Field label={t.colourArabic} errorMessage={errors.colourAr}>
          {(control) => <input {...control} name="colourAr" type="text" dir="rtl" lang="ar" maxLength={40} defaultValue={draft.colourAr} />}
        </Field>
        <Field label={t.swatch} description={t.swatchHint} errorMessage={errors.swatch}>
          {(control) => (
            <span className={styles.swatchRow}>
              {/* Text, not type=color: a colour input always sends a colour, and "no swatch" must be possible. */}
              <input {...control} name="swatch" type="text" dir="ltr" maxLength={7} pattern="#[0-9a-fA-F]{6}" placeholder="#1f2a48" defaultValue={draft.swatch} />
              <span aria-hidden="true" className={styles.swatchPreview} style={/^#[0-9a-fA-F]{6}$/.test(draft.swatch) ? { backgroundColor: draft.swatch } : undefined} />
            </span>
          )}
        </Field>
        <NativeSelect
          label={t.family}
          name="family"
          options={['', ...families.filter((family) => family !== '')]}
          optionLabel={(family) => family || t.noFamily}
          defaultValue={draft.family}
          placeholder={null}
          isRequired={false}
          errorMessage={errors.family}
        />
        <TextField label={t.newFamily} name="newFamily" defaultValue={draft.newFamily} errorMessage={errors.newFamily} description={t.familyHint} />
      </fieldset>

      <fieldset className={styles.panel}>
        <legend>{t.pictures}</legend>
        <Pictures images={draft.image} />
        <Field label={t.addPicture} errorMessage={errors.file}>
          {({ className: _unstyled, ...control }) => <input {...control} name="file" type="file" accept={PICTURE_ACCEPT} />}
        </Field>
        <IntentButton intent="upload" className={styles.formButton}>
          {t.upload}
        </IntentButton>
        {errors.image ? <span className={fieldStyles.error}>{errors.image}</span> : null}
      </fieldset>

      <fieldset className={styles.panel}>
        <legend>{t.sizesAndStock}</legend>
        <SizeRows sizes={draft.sizes} />
        {errors.sizes ? <span className={fieldStyles.error}>{errors.sizes}</span> : null}
        <IntentButton intent="add-size" className={styles.formButton} disabled={draft.sizes.length >= SIZES.length}>
          {t.addSize}
        </IntentButton>
      </fieldset>

      <Button type="submit" name="intent" value="save" isDisabled={busy}>
        {t.update}
      </Button>
    </Form>
  );
}

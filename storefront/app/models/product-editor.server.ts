import { productUpdateBody } from '@pointe/config';
import type { Refusal } from '~/i18n/errors';
import { pictureRefusal, shopFieldErrors } from '~/lib/forms.server';
import { CmsError, type CmsClient } from '~/lib/cms.server';
import { updateProduct, uploadProductImage } from './admin.server';
import { editDraft, updateOfDraft, type Draft, type EditorIntent } from './product-editor';

/**
 * What a press of one of the editor's buttons comes to: saved; a draft to show again (with field
 * messages if something is wrong); or a CMS refusal, with the draft as it stood so nothing is lost.
 */
export type EditorOutcome =
  | { kind: 'saved' }
  | { kind: 'draft'; draft: Draft; errors: Readonly<Record<string, Refusal>> }
  | { kind: 'refused'; draft: Draft; error: unknown };

const NO_ERRORS: Readonly<Record<string, Refusal>> = {};

export async function submitEditor(cms: CmsClient, id: string, intent: EditorIntent, submitted: Draft, file: FormDataEntryValue | null): Promise<EditorOutcome> {
  let draft = submitted;
  // A chosen picture goes up with whatever button was pressed, so it is never lost.
  if (file instanceof File && file.size > 0) {
    const refused = await pictureRefusal(file);
    if (refused) return { kind: 'draft', draft, errors: { file: refused } };
    try {
      draft = { ...draft, image: [...draft.image, await uploadProductImage(cms, file)] };
    } catch (error) {
      // The CMS refusing the file itself (its type or size) is the file field's message.
      if (error instanceof CmsError && (error.status === 400 || error.status === 413)) return { kind: 'draft', draft, errors: { file: error.refusal } };
      return { kind: 'refused', draft, error };
    }
  }
  if (intent.intent !== 'save') return { kind: 'draft', draft: editDraft(draft, intent), errors: NO_ERRORS };

  const parsed = productUpdateBody.safeParse(updateOfDraft(draft));
  if (!parsed.success) {
    // A new family's name is typed in the "new family" field.
    const { familyName, ...errors } = shopFieldErrors(parsed.error);
    return { kind: 'draft', draft, errors: familyName ? { ...errors, newFamily: familyName } : errors };
  }
  // The schema reads an empty optional field as null, but the CMS checks the body with the same schema,
  // which takes a string: send the empty text, which it stores as null (the English shows instead).
  const { nameAr, descriptionAr, colour, colourAr, swatch, family } = parsed.data;
  const body = {
    ...parsed.data,
    nameAr: nameAr ?? '',
    descriptionAr: descriptionAr ?? '',
    colour: colour ?? '',
    colourAr: colourAr ?? '',
    swatch: swatch ?? '',
    ...(family === null ? { family: '' } : {}),
  };
  try {
    await updateProduct(cms, id, body);
    return { kind: 'saved' };
  } catch (error) {
    return { kind: 'refused', draft, error };
  }
}

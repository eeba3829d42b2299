import { fieldErrors, productUpdateBody } from '@pointe/config';
import { CmsError } from '~/lib/cms.server';
import { updateProduct, uploadProductImage } from './admin.server';
import { editDraft, type Draft, type EditorIntent } from './product-editor';

/** Requests over this size are refused before they are read (a picture is at most 5 MB, plus the form). */
const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;

export function refuseOversizedUpload(request: Request): void {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES) {
    throw new Response('Pictures must be at most 5 MB', { status: 413 });
  }
}

/**
 * What a press of one of the editor's buttons comes to: saved; a draft to show again (with field
 * messages if something is wrong); or a CMS refusal, with the draft as it stood so nothing is lost.
 */
export type EditorOutcome =
  | { kind: 'saved' }
  | { kind: 'draft'; draft: Draft; errors: Record<string, string> }
  | { kind: 'refused'; draft: Draft; error: unknown };

const NO_ERRORS: Record<string, string> = {};

export async function submitEditor(token: string, id: string, intent: EditorIntent, submitted: Draft, file: FormDataEntryValue | null): Promise<EditorOutcome> {
  let draft = submitted;
  // A chosen picture goes up with whatever button was pressed, so it is never lost.
  if (file instanceof File && file.size > 0) {
    try {
      draft = { ...draft, image: [...draft.image, await uploadProductImage(token, file)] };
    } catch (error) {
      // The CMS refusing the file itself (its type or size) is the file field's message.
      if (error instanceof CmsError && error.status === 400) return { kind: 'draft', draft, errors: { file: error.message } };
      return { kind: 'refused', draft, error };
    }
  }
  if (intent.intent !== 'save') return { kind: 'draft', draft: editDraft(draft, intent), errors: NO_ERRORS };

  const parsed = productUpdateBody.safeParse(draft);
  if (!parsed.success) return { kind: 'draft', draft, errors: fieldErrors(parsed.error) };
  try {
    await updateProduct(token, id, parsed.data);
    return { kind: 'saved' };
  } catch (error) {
    return { kind: 'refused', draft, error };
  }
}

import { DOCUMENT_ACCEPT, MAX_APPLICATION_DOCUMENTS } from '@trailside/domain/admissions/applications.rules';
import { FieldFrame } from '@trailside/ui/form-field/field-frame';

/** Up to three documents (a report, a birth certificate): the API reads each one's bytes, whatever it is called. */
export function DocumentsField({ error }: { error: string | null }) {
  return (
    <FieldFrame
      label="Documents"
      error={error}
      hint={`Up to ${MAX_APPLICATION_DOCUMENTS} files, each a PDF or a photo (PNG or JPG) under 10 MB: a recent school report, for instance. Only the office sees them.`}
    >
      {(control) => <input {...control} type="file" name="documents" multiple accept={DOCUMENT_ACCEPT} className="field__control" />}
    </FieldFrame>
  );
}

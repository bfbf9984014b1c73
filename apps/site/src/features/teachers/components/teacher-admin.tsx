import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { changedFields } from '@trailside/domain/changes/changed-fields';
import { TEACHER_CONFIRM_DELETE } from '@trailside/domain/teachers/teacher.messages';
import { teacherPictureSchema, updateTeacherSchema } from '@trailside/domain/teachers/teacher.schema';
import type { Teacher } from '@trailside/domain/teachers/teacher.types';
import { Button } from '@trailside/ui/button/button';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { ImagePicker } from '@trailside/ui/image-picker/image-picker';
import { Modal } from '@trailside/ui/modal/modal';
import { useConfirmedAction } from '@trailside/ui/modal/use-confirmed-action';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fileFrom, textFieldsOf } from '@trailside/ui/form-field/form-data';
import { useDeleteTeacher } from '@trailside/ui/teachers/api/delete-teacher';
import { useUpdateTeacher } from '@trailside/ui/teachers/api/update-teacher';

/** Spec section 2: admins edit a teacher's name, subject, description and picture in place, with Save and Cancel. */
export function TeacherInlineEdit({ teacher, onDone }: { teacher: Teacher; onDone: () => void }) {
  const { formRef, check, errorFor } = useFormValidation();
  const update = useUpdateTeacher();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const data = new FormData(event.currentTarget);
    const { name, subject, desc } = textFieldsOf(data);
    // Spec section 5: "saving sends the changed field with id".
    const payload = check(updateTeacherSchema, { id: teacher.id, ...changedFields(teacher, { name, subject, desc }) });
    if (payload) update.mutate({ payload, image: fileFrom(data, 'image') }, { onSuccess: onDone });
  };

  return (
    <form ref={formRef} className="teacher-inline-edit" onSubmit={submit} noValidate aria-label={`Edit ${teacher.name}`}>
      <TextField label="Name" name="name" required limit={textLimitOf(updateTeacherSchema.shape.name)} defaultValue={teacher.name} error={errorFor('name')} />
      <TextField label="Subject or class" name="subject" required limit={textLimitOf(updateTeacherSchema.shape.subject)} defaultValue={teacher.subject} error={errorFor('subject')} />
      <TextAreaField label="Description" name="desc" required rows={100} limit={textLimitOf(updateTeacherSchema.shape.desc)} defaultValue={teacher.desc} error={errorFor('desc')} />
      <ImagePicker label="New picture" name="image" accept={IMAGE_KINDS.teacher.accept} />
      <FormActions busy={update.isPending} busyLabel="Saving the teacher" onCancel={onDone} />
    </form>
  );
}

/** The admin's Delete button, confirmed first; afterwards the Teachers page. */
export function DeleteTeacher({ teacher }: { teacher: Teacher }) {
  const removal = useDeleteTeacher();
  const navigate = useNavigate();
  const confirmDelete = useConfirmedAction(
    () => removal.mutate(teacher.id, { onSuccess: () => navigate('/teachers', { replace: true }) }),
    { message: TEACHER_CONFIRM_DELETE },
  );

  return (
    <>
      <Button variant="secondary" onClick={() => confirmDelete.ask()} disabled={removal.isPending}>
        Delete teacher
      </Button>
      {confirmDelete.dialog}
    </>
  );
}

/** Spec section 5: the form's image-only mode, "Update", shows only the picture picker. */
export function UpdateTeacherPicture({ teacher }: { teacher: Teacher }) {
  const [open, setOpen] = useState(false);
  const { formRef, check, errorFor } = useFormValidation();
  const update = useUpdateTeacher();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const picture = check(teacherPictureSchema, { id: teacher.id, image: fileFrom(new FormData(event.currentTarget), 'image') });
    if (picture) update.mutate({ payload: { id: picture.id }, image: picture.image }, { onSuccess: () => setOpen(false) });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Change picture
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`New picture of ${teacher.name}`}>
        <form ref={formRef} onSubmit={submit} noValidate>
          <ImagePicker label="Picture" name="image" accept={IMAGE_KINDS.teacher.accept} error={errorFor('image')} />
          <FormActions submitLabel="Update" busy={update.isPending} busyLabel="Uploading the picture" />
        </form>
      </Modal>
    </>
  );
}

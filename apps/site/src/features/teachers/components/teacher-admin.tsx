import { errorMessageOf } from '@trailside/domain/api/errors';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { MessageStatus } from '@trailside/domain/messages/message';
import { TEACHER_CONFIRM_DELETE, TEACHER_SUCCESS } from '@trailside/domain/teachers/teacher.messages';
import { updateTeacherSchema } from '@trailside/domain/teachers/teacher.schema';
import type { Teacher } from '@trailside/domain/teachers/teacher.types';
import { Button } from '@trailside/ui/button/button';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { ImagePicker } from '@trailside/ui/image-picker/image-picker';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { ConfirmDialog } from '@trailside/ui/modal/confirm-dialog';
import { Modal } from '@trailside/ui/modal/modal';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fileFrom, textFieldsOf } from '../../../lib/form-data';
import { useDeleteTeacher, useUpdateTeacher } from '../api/change-teacher';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';

/** Spec section 2: admins edit a teacher's name, subject, description and picture in place, with Save and Cancel. */
export function TeacherInlineEdit({ teacher, onDone }: { teacher: Teacher; onDone: () => void }) {
  const { formRef, check, errorFor } = useFormValidation();
  const update = useUpdateTeacher();
  const { showMessage } = useMessage();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const data = new FormData(event.currentTarget);
    const fields = textFieldsOf(data);
    // Only what changed is sent, with the id (spec section 5: "saving sends the changed field with id").
    const changed = Object.fromEntries(
      (['name', 'subject', 'desc'] as const).filter((name) => fields[name] !== teacher[name]).map((name) => [name, fields[name]]),
    );
    const payload = check(updateTeacherSchema, { id: teacher.id, ...changed });
    if (!payload) return;
    update.mutate(
      { payload, image: fileFrom(data, 'image') },
      {
        onSuccess: () => {
          showMessage(MessageStatus.SUCCESS, TEACHER_SUCCESS.updated);
          onDone();
        },
        onError: (error) => showMessage(MessageStatus.ERROR, errorMessageOf(error)),
      },
    );
  };

  return (
    <form ref={formRef} className="teacher-inline-edit" onSubmit={submit} noValidate aria-label={`Edit ${teacher.name}`}>
      <TextField label="Name" name="name" required defaultValue={teacher.name} error={errorFor('name')} />
      <TextField label="Subject or class" name="subject" required defaultValue={teacher.subject} error={errorFor('subject')} />
      <TextAreaField label="Description" name="desc" required rows={100} defaultValue={teacher.desc} error={errorFor('desc')} />
      <ImagePicker label="New picture" name="image" accept={IMAGE_KINDS.teacher.accept} />
      <div className="form-actions">
        <Button type="submit" disabled={update.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        {update.isPending && <Spinner label="Saving the teacher" />}
      </div>
    </form>
  );
}

/** The admin's Delete button, confirmed first; afterwards the Teachers page. */
export function DeleteTeacher({ teacher }: { teacher: Teacher }) {
  const [asking, setAsking] = useState(false);
  const removal = useDeleteTeacher();
  const { showMessage } = useMessage();
  const navigate = useNavigate();

  const confirm = () => {
    setAsking(false);
    removal.mutate(teacher.id, {
      onSuccess: () => {
        showMessage(MessageStatus.SUCCESS, TEACHER_SUCCESS.deleted);
        navigate('/teachers', { replace: true });
      },
      onError: (error) => showMessage(MessageStatus.ERROR, errorMessageOf(error)),
    });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} disabled={removal.isPending}>
        Delete teacher
      </Button>
      <ConfirmDialog open={asking} message={TEACHER_CONFIRM_DELETE} onConfirm={confirm} onCancel={() => setAsking(false)} />
    </>
  );
}

/** Spec section 5: the form's image-only mode, "Update", shows only the picture picker. */
export function UpdateTeacherPicture({ teacher }: { teacher: Teacher }) {
  const [open, setOpen] = useState(false);
  const [missing, setMissing] = useState(false);
  const update = useUpdateTeacher();
  const { showMessage } = useMessage();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const image = fileFrom(new FormData(event.currentTarget), 'image');
    setMissing(!image);
    if (!image) return;
    update.mutate(
      { payload: { id: teacher.id }, image },
      {
        onSuccess: () => {
          showMessage(MessageStatus.SUCCESS, TEACHER_SUCCESS.updated);
          setOpen(false);
        },
        onError: (error) => showMessage(MessageStatus.ERROR, errorMessageOf(error)),
      },
    );
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Change picture
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`New picture of ${teacher.name}`}>
        <form onSubmit={submit} noValidate>
          <ImagePicker label="Picture" name="image" accept={IMAGE_KINDS.teacher.accept} />
          {missing && <p className="field__error" role="alert">Please choose a picture to upload</p>}
          <div className="form-actions">
            <Button type="submit" disabled={update.isPending}>
              Update
            </Button>
            {update.isPending && <Spinner label="Uploading the picture" />}
          </div>
        </form>
      </Modal>
    </>
  );
}

import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { type CreateTeacherInput, createTeacherSchema } from '@trailside/domain/teachers/teacher.schema';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { OWNER_ROLE } from '@trailside/domain/teachers/teacher.types';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { ImagePicker } from '@trailside/ui/image-picker/image-picker';
import type { FormEvent } from 'react';
import { fileFrom, textFieldsOf } from '@trailside/ui/form-field/form-data';
import { parseSkills } from './skills-text';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import './teacher-form.css';

/** Spec section 5: teacher pictures are .jpg, .png or .jpeg, one file. */

const SOCIAL_FIELDS = [
  ['facebook', 'Facebook link'],
  ['googlePlus', 'Google Plus link'],
  ['linkedin', 'LinkedIn link'],
  ['instagram', 'Instagram link'],
  ['twitter', 'Twitter link'],
] as const;

interface TeacherFormProps {
  busy: boolean;
  onSubmit: (values: { payload: CreateTeacherInput; image: File | null }) => void;
  onCancel: () => void;
}

/** The Add Teacher form of spec section 5: every field required but the video, passions, skills and picture. */
export function TeacherForm({ busy, onSubmit, onCancel }: TeacherFormProps) {
  const { formRef, check, errorFor } = useFormValidation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const { skills, role, ...fields } = textFieldsOf(data);
    const payload = check(createTeacherSchema, {
      ...fields,
      skills: parseSkills(skills ?? ''),
      role: role === 'on' ? OWNER_ROLE : null,
    });
    if (payload) onSubmit({ payload, image: fileFrom(data, 'image') });
  };

  return (
    <form ref={formRef} className="form-grid teacher-form" onSubmit={submit} noValidate aria-label="Add Teacher">
      <TextField label="Name" name="name" required limit={textLimitOf(createTeacherSchema.shape.name)} autoComplete="off" error={errorFor('name')} />
      <TextField label="Subject or class" name="subject" required limit={textLimitOf(createTeacherSchema.shape.subject)} error={errorFor('subject')} />
      <TextField label="Email" name="email" type="email" required limit={textLimitOf(createTeacherSchema.shape.email)} error={errorFor('email')} />
      <TextField label="Phone" name="phone" type="tel" required limit={textLimitOf(createTeacherSchema.shape.phone)} error={errorFor('phone')} />
      {SOCIAL_FIELDS.map(([name, label]) => (
        <TextField key={name} label={label} name={name} type="url" required limit={textLimitOf(createTeacherSchema.shape[name])} placeholder="https://" error={errorFor(name)} />
      ))}
      <TextField label="YouTube video link" name="videoUrl" type="url" limit={textLimitOf(createTeacherSchema.shape.videoUrl)} error={errorFor('videoUrl')} />
      <div className="form-grid__wide">
        <TextAreaField label="Description" name="desc" required rows={100} limit={textLimitOf(createTeacherSchema.shape.desc)} error={errorFor('desc')} />
      </div>
      <div className="form-grid__wide">
        <TextAreaField label="Passions" name="passions" rows={3} limit={textLimitOf(createTeacherSchema.shape.passions)} error={errorFor('passions')} />
      </div>
      <div className="form-grid__wide">
        <TextAreaField
          label="Skills"
          name="skills"
          rows={4}
          hint="One a line, with a percent: Spanish: 90"
          error={errorFor('skills') ?? skillError(errorFor)}
        />
      </div>
      <label className="teacher-form__check form-grid__wide">
        <input type="checkbox" name="role" /> Owner (the head of school, shown first)
      </label>
      <ImagePicker label="Picture" name="image" accept={IMAGE_KINDS.teacher.accept} />
      <FormActions submitLabel="Add Teacher" busy={busy} busyLabel="Adding the teacher" onCancel={onCancel} className="form-grid__wide" />
    </form>
  );
}

/** Errors about one skill come back as skills.0.percent and the like; show them on the skills box. */
function skillError(errorFor: (field: string) => string | null): string | null {
  for (let index = 0; index < 12; index += 1) {
    const message = errorFor(`skills.${index}.name`) ?? errorFor(`skills.${index}.percent`);
    if (message) return message;
  }
  return null;
}

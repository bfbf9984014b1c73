import { Button } from '@trailside/ui/button/button';
import { Modal } from '@trailside/ui/modal/modal';
import { useState } from 'react';
import { useCreateTeacher } from '@trailside/ui/teachers/api/create-teacher';
import { TeacherForm } from './teacher-form';
import './teacher-form.css';

/**
 * The admin's Add Teacher button and its form in a modal. Spec section 8: a create refused for lack of
 * rights logs the user out and says "Authorization failed: <reason>"; the modal goes with the admin
 * tools. Any other problem (a file that is not a picture) keeps the form open, so they can fix it.
 */
export function AddTeacher({ plus = false }: { plus?: boolean }) {
  const [open, setOpen] = useState(false);
  const creation = useCreateTeacher();

  return (
    <>
      {plus ? (
        // The home carousel's round plus button (spec section 2), named for screen readers.
        <Button className="add-teacher-plus" onClick={() => setOpen(true)} aria-label="Add Teacher">
          <span aria-hidden="true">+</span>
        </Button>
      ) : (
        <Button onClick={() => setOpen(true)}>Add Teacher</Button>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title="Add Teacher" size="large">
        <TeacherForm
          busy={creation.isPending}
          onCancel={() => setOpen(false)}
          onSubmit={(values) => creation.mutate(values, { onSuccess: () => setOpen(false) })}
        />
      </Modal>
    </>
  );
}

import { errorMessageOf, isApiError } from '@trailside/domain/api/errors';
import { MessageStatus } from '@trailside/domain/messages/message';
import { TEACHER_SUCCESS } from '@trailside/domain/teachers/teacher.messages';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Button } from '@trailside/ui/button/button';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { Modal } from '@trailside/ui/modal/modal';
import { useState } from 'react';
import { useCreateTeacher } from '../api/change-teacher';
import { TeacherForm } from './teacher-form';
import './teacher-form.css';

/**
 * The admin's Add Teacher button and its form in a modal. Spec section 8: a create refused for lack of
 * rights logs the user out, says "Authorization failed: <reason>" and closes the modal.
 */
export function AddTeacher({ plus = false }: { plus?: boolean }) {
  const [open, setOpen] = useState(false);
  const creation = useCreateTeacher();
  const { showMessage } = useMessage();
  const { signOut } = useAuth();

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
          onSubmit={(values) =>
            creation.mutate(values, {
              onSuccess: () => {
                showMessage(MessageStatus.SUCCESS, TEACHER_SUCCESS.created);
                setOpen(false);
              },
              onError: (error) => {
                // A refused sign-in is the spec's case; any other problem (a file that is not a picture)
                // keeps the admin signed in with the form open, so they can fix it.
                if (isApiError(error, 401, 403)) {
                  setOpen(false);
                  signOut();
                  showMessage(MessageStatus.ERROR, `Authorization failed: ${errorMessageOf(error)}`);
                } else {
                  showMessage(MessageStatus.ERROR, errorMessageOf(error));
                }
              },
            })
          }
        />
      </Modal>
    </>
  );
}

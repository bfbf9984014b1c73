import { useQueryClient } from '@tanstack/react-query';
import { TWO_STEP_TEXT } from '@trailside/domain/account/account.messages';
import { useConfirmTwoStepSetup } from '@trailside/ui/account/api/confirm-two-step-setup';
import { useStartTwoStepSetup } from '@trailside/ui/account/api/start-two-step-setup';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Button } from '@trailside/ui/button/button';
import { Modal } from '@trailside/ui/modal/modal';
import { TwoStepSetup } from '@trailside/ui/two-step/two-step-setup';
import { useState } from 'react';

/** The day (in the computer's calendar) a person put the prompt away, by account: it comes back the next day. */
const putAwayKey = (userId: string) => `two-step-prompt-put-away:${userId}`;
const todayHere = () => new Date().toLocaleDateString('en-CA');

/**
 * Until a staff member's account has a second step, the Inbox (the view the console opens on) asks them to add one
 * (once the school requires it, they could not have signed in without it). It can be put away until tomorrow, so it
 * reminds once a day without costing every view its first lines.
 */
export function TwoStepPrompt() {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [putAwayOn, setPutAwayOn] = useState(() => (session ? localStorage.getItem(putAwayKey(session.user.id)) : null));
  const start = useStartTwoStepSetup();
  const confirm = useConfirmTwoStepSetup();
  if (!session || session.user.twoStepEnabled || putAwayOn === todayHere()) return null;

  const putAway = () => {
    localStorage.setItem(putAwayKey(session.user.id), todayHere());
    setPutAwayOn(todayHere());
  };

  return (
    <div className="notice two-step-prompt" role="region" aria-label="Two-step sign-in">
      <p>{TWO_STEP_TEXT.standingPrompt}</p>
      <div className="two-step-prompt__actions">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Set up two-step sign-in
        </Button>
        <Button variant="link" onClick={putAway}>
          Remind me tomorrow
        </Button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title="Two-step sign-in">
        {open && (
          <TwoStepSetup
            askPassword
            start={() => start.mutateAsync()}
            confirm={(code, password) => confirm.mutateAsync({ code, password })}
            onDone={() => {
              setOpen(false);
              // The session check asks who is signed in again, and the prompt goes.
              void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
            }}
            onCancel={() => setOpen(false)}
          />
        )}
      </Modal>
    </div>
  );
}

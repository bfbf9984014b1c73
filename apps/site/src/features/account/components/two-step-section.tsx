import { TWO_STEP_TEXT } from '@trailside/domain/account/account.messages';
import type { TwoStepState } from '@trailside/domain/account/account.types';
import { useConfirmTwoStepSetup } from '@trailside/ui/account/api/confirm-two-step-setup';
import { useStartTwoStepSetup } from '@trailside/ui/account/api/start-two-step-setup';
import { useTurnOffTwoStep } from '@trailside/ui/account/api/turn-off-two-step';
import { Button } from '@trailside/ui/button/button';
import { TwoStepSetup } from '@trailside/ui/two-step/two-step-setup';
import { useId, useState } from 'react';
import { PasswordConfirm } from './password-confirm';

/** Two-step sign-in for one's own account: on or off, recovery codes left, and setting it up or turning it off. */
export function TwoStepSection({ state }: { state: TwoStepState }) {
  const [settingUp, setSettingUp] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const start = useStartTwoStepSetup();
  const confirm = useConfirmTwoStepSetup();
  const turnOff = useTurnOffTwoStep();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Two-step sign-in</h2>
      {settingUp ? (
        <TwoStepSetup
          askPassword
          start={() => start.mutateAsync()}
          confirm={(code, password) => confirm.mutateAsync({ code, password })}
          onDone={() => setSettingUp(false)}
          onCancel={() => setSettingUp(false)}
        />
      ) : state.enabled ? (
        <>
          <p>
            On: after your password, you type a code from your authenticator app. You have {state.recoveryCodesLeft} recovery{' '}
            {state.recoveryCodesLeft === 1 ? 'code' : 'codes'} left.
          </p>
          {state.required ? (
            <p>The school asks staff to keep it on.</p>
          ) : (
            <Button variant="secondary" onClick={() => setTurningOff(true)}>
              Turn off two-step sign-in
            </Button>
          )}
        </>
      ) : (
        <>
          <p>Off: your password alone signs you in. With two-step sign-in, someone who learns your password still cannot get in without your phone.</p>
          <p>{TWO_STEP_TEXT.lockRule}</p>
          <Button onClick={() => setSettingUp(true)}>Set up two-step sign-in</Button>
        </>
      )}
      <PasswordConfirm
        open={turningOff}
        title="Turn off two-step sign-in"
        message="Your password alone will sign you in again, and every other sign-in ends."
        confirmLabel="Turn it off"
        busy={turnOff.isPending}
        onCancel={() => setTurningOff(false)}
        onConfirm={(password) => turnOff.mutate({ password }, { onSuccess: () => setTurningOff(false) })}
      />
    </section>
  );
}

import { TWO_STEP_TEXT } from '@trailside/domain/account/account.messages';
import { useId } from 'react';
import { Button } from '../button/button';

interface RecoveryCodesProps {
  codes: string[];
  /** The person says they have kept them; the codes are never shown again. */
  onDone: () => void;
  doneLabel?: string;
}

/** The ten recovery codes, shown once, with a way to save them as a file. */
export function RecoveryCodes({ codes, onDone, doneLabel = 'I have saved my codes' }: RecoveryCodesProps) {
  const headingId = useId();
  const save = () => {
    const url = URL.createObjectURL(new Blob([`Trailside Montessori recovery codes\n\n${codes.join('\n')}\n`], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'trailside-recovery-codes.txt' });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <section className="two-step" aria-labelledby={headingId}>
      <h3 id={headingId}>Your recovery codes</h3>
      <p>{TWO_STEP_TEXT.recoveryCodes}</p>
      <ol className="two-step__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-step__actions">
        <Button variant="secondary" onClick={save}>
          Save the codes as a file
        </Button>
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    </section>
  );
}

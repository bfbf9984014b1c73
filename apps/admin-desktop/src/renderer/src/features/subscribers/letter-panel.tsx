import { useLetterPreview } from '@trailside/ui/mail/api/preview-letter';
import { useSendTestLetter } from '@trailside/ui/mail/api/send-test-letter';
import { Button } from '@trailside/ui/button/button';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useState } from 'react';
import { LetterPreview } from './letter-preview';
import { SUBSCRIBER_TEXTS } from './subscriber-texts';

/** The next weekly letter: a preview as families will see it, and a test to the staff member's own address. */
export function LetterPanel({ nextLetter, lastLetter }: { nextLetter: string; lastLetter: string }) {
  const [showing, setShowing] = useState(false);
  const preview = useLetterPreview(showing);
  const test = useSendTestLetter();
  return (
    <section className="subscribers__panel" aria-labelledby="letter-title">
      <h2 id="letter-title">The weekly letter</h2>
      <p>{nextLetter}</p>
      <p>{lastLetter}</p>
      <div className="subscribers__actions">
        <Button variant="secondary" onClick={() => setShowing(!showing)} aria-expanded={showing}>
          {showing ? 'Hide the preview' : 'Preview the next letter'}
        </Button>
        <Button onClick={() => test.mutate()} disabled={test.isPending}>
          Send me a test
        </Button>
        {test.isPending && <Spinner label="Sending the test" />}
      </div>
      {showing && preview.isPending && <Spinner label="Making the preview" />}
      {showing && preview.data && (
        <>
          <p className="subscribers__subject">
            Subject: <strong>{preview.data.subject}</strong>
          </p>
          {!preview.data.somethingNew && <p className="subscribers__note">{SUBSCRIBER_TEXTS.nothingNew}</p>}
          <LetterPreview html={preview.data.html} title={`Preview of “${preview.data.subject}”`} />
        </>
      )}
    </section>
  );
}

import { saveErrorMessageOf } from '@trailside/domain/api/errors';
import { momentText } from '@trailside/domain/calendar/calendar-text';
import { instantOfText, wallClockAt, wallTimeText } from '@trailside/domain/calendar/zoned-time';
import { DELETE_CONFIRMATION } from '@trailside/domain/messages/confirmation';
import { NOTICE_CONFIRM_DELETE, NOTICE_TEMPLATES } from '@trailside/domain/notices/notice.messages';
import { noticeStateAt, type NoticeState } from '@trailside/domain/notices/notice.rules';
import { createNoticeSchema, NOTICE_MESSAGES, updateNoticeSchema } from '@trailside/domain/notices/notice.schema';
import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { NOTICE_LEVEL_NAMES, NOTICE_LEVELS, type Notice, type NoticeLevel } from '@trailside/domain/notices/notice.types';
import { Button } from '@trailside/ui/button/button';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useConfirmedAction } from '@trailside/ui/modal/use-confirmed-action';
import { NoticeBanner } from '@trailside/ui/notice-banner/notice-banner';
import { useCreateNotice } from '@trailside/ui/notices/api/create-notice';
import { useDeleteNotice } from '@trailside/ui/notices/api/delete-notice';
import { useEndNotice } from '@trailside/ui/notices/api/end-notice';
import { useAllNotices } from '@trailside/ui/notices/api/get-all-notices';
import { useUpdateNotice } from '@trailside/ui/notices/api/update-notice';
import { useSiteSettings } from '@trailside/ui/settings/api/get-site-settings';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { type FormEvent, useId, useRef, useState } from 'react';
import './notices.css';

/** The longest message the API takes, shown with a live count beside the field. */
const NOTICE_MESSAGE_LIMIT = textLimitOf(updateNoticeSchema.shape.message);

export const NOTICES_INTRO = 'Short notices above every page of the website, such as a closure for snow: post one now or schedule it ahead.';

const STATE_HEADINGS: Record<NoticeState, string> = { running: 'On the website now', scheduled: 'Scheduled', ended: 'Ended' };
/** How many ended notices the list keeps showing. */
const ENDED_SHOWN = 10;

interface Draft {
  message: string;
  level: NoticeLevel;
  linkUrl: string;
  linkText: string;
  /** "2027-01-12T06:30" on the school's clock, or empty for now. */
  startsAt: string;
  /** Empty for the end of the day it starts. */
  endsAt: string;
}

const EMPTY: Draft = { message: '', level: 'info', linkUrl: '', linkText: '', startsAt: '', endsAt: '' };

/**
 * Notices: a template (closed for weather, late start, early dismissal) fills the form, a preview shows the
 * banner as families will see it, and Post puts it up, now or at a time chosen, until the end of that day in
 * the school's time zone unless another end is chosen. Running notices can be ended now. A running or scheduled
 * notice can be changed in the same form (a typo, a later reopening), so families never see it come and go.
 */
export function NoticesView() {
  const { timeZone } = useSiteSettings();
  const { data, isPending } = useAllNotices();
  const creation = useCreateNotice();
  const update = useUpdateNotice();
  const ending = useEndNotice();
  const removal = useDeleteNotice();
  const { formRef, check, errorFor } = useFormValidation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  /** The notice the form changes, or null while it writes a new one. */
  const [editing, setEditing] = useState<Notice | null>(null);
  const composeHeading = useRef<HTMLHeadingElement>(null);
  const ids = { templates: useId(), preview: useId() };
  const confirmDelete = useConfirmedAction((notice: Notice) => removal.mutate(notice.id), { ...DELETE_CONFIRMATION, message: NOTICE_CONFIRM_DELETE });
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const secondsOf = (wall: string) => (wall ? Math.floor(instantOfText(wall, timeZone).getTime() / 1000) : undefined);
  const wallTextOf = (seconds: number) => wallTimeText(wallClockAt(new Date(seconds * 1000), timeZone));
  const sending = editing ? update : creation;

  const startEditing = (notice: Notice) => {
    setEditing(notice);
    setDraft({
      message: notice.message,
      level: notice.level,
      linkUrl: notice.linkUrl ?? '',
      linkText: notice.linkText ?? '',
      startsAt: wallTextOf(notice.startsAt.seconds),
      endsAt: wallTextOf(notice.endsAt.seconds),
    });
    // The form is above the lists: take the reader there, to its heading.
    composeHeading.current?.focus();
  };
  const stopEditing = () => {
    setEditing(null);
    setDraft(EMPTY);
  };

  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (sending.isPending) return;
    const fields = {
      message: draft.message,
      level: draft.level,
      linkUrl: draft.linkUrl,
      linkText: draft.linkText,
      startsAt: secondsOf(draft.startsAt),
      endsAt: secondsOf(draft.endsAt),
    };
    // The same rules for a change as for a new notice; an emptied link clears it, an emptied time stays as it was.
    const notice = check(createNoticeSchema, fields);
    if (!notice) return;
    if (editing) update.mutate({ id: editing.id, ...fields }, { onSuccess: stopEditing });
    else creation.mutate(notice, { onSuccess: () => setDraft(EMPTY) });
  };

  const groups = new Map<NoticeState, Notice[]>([
    ['running', []],
    ['scheduled', []],
    ['ended', []],
  ]);
  for (const notice of data?.notices ?? []) groups.get(noticeStateAt(notice))!.push(notice);

  return (
    <div className="notices">
      <section aria-labelledby={ids.templates} className="notices__compose">
        <h2 id={ids.templates} ref={composeHeading} tabIndex={-1}>
          {editing ? 'Change the notice' : 'Post a notice'}
        </h2>
        <div className="notices__templates" role="group" aria-label="Start from a template">
          {NOTICE_TEMPLATES.map((template) => (
            <Button key={template.id} variant="secondary" onClick={() => set({ message: template.message, level: template.level })}>
              {template.name}
            </Button>
          ))}
        </div>
        <form ref={formRef} className="notices__form" onSubmit={submit} noValidate>
          <TextAreaField
            label="Message"
            name="message"
            required
            rows={3}
            limit={NOTICE_MESSAGE_LIMIT}
            value={draft.message}
            onChange={(change) => set({ message: change.currentTarget.value })}
            error={errorFor('message')}
          />
          <div className="notices__row">
            <SelectField label="How urgent" required name="level" value={draft.level} onChange={(change) => set({ level: change.currentTarget.value as NoticeLevel })} error={errorFor('level')}>
              {NOTICE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {NOTICE_LEVEL_NAMES[level]}
                </option>
              ))}
            </SelectField>
            <TextField label="Starts" name="startsAt" type="datetime-local" value={draft.startsAt} onChange={(change) => set({ startsAt: change.currentTarget.value })} hint={editing ? 'Empty: as it was' : 'Empty: now'} error={errorFor('startsAt')} />
            <TextField
              label="Ends"
              name="endsAt"
              type="datetime-local"
              value={draft.endsAt}
              onChange={(change) => set({ endsAt: change.currentTarget.value })}
              hint={editing ? 'Empty: as it was' : 'Empty: midnight at the end of the day it starts'}
              error={errorFor('endsAt')}
            />
          </div>
          <div className="notices__row">
            <TextField label="Link" name="linkUrl" type="url" value={draft.linkUrl} onChange={(change) => set({ linkUrl: change.currentTarget.value })} error={errorFor('linkUrl')} hint={NOTICE_MESSAGES.linkUrl} />
            <TextField label="Link words" name="linkText" value={draft.linkText} onChange={(change) => set({ linkText: change.currentTarget.value })} error={errorFor('linkText')} hint="For example Read the letter" />
          </div>
          <p className="notices__zone">Times are in the school’s time zone, {timeZone}.</p>
          <section aria-labelledby={ids.preview} className="notices__preview">
            <h3 id={ids.preview}>Preview of the banner</h3>
            {draft.message.trim() ? (
              <NoticeBanner notices={[{ id: 'preview', message: draft.message.trim(), level: draft.level, linkUrl: draft.linkUrl || null, linkText: draft.linkText || null }]} label="Banner preview" />
            ) : (
              <p>Write a message or choose a template to see the banner.</p>
            )}
          </section>
          {sending.error && (
            <p className="notices__error" role="alert">
              {saveErrorMessageOf(sending.error)}
            </p>
          )}
          {editing ? (
            <FormActions submitLabel="Save changes" busy={update.isPending} busyLabel="Saving" onCancel={stopEditing} />
          ) : (
            <FormActions submitLabel={draft.startsAt ? 'Schedule notice' : 'Post notice'} busy={creation.isPending} busyLabel="Posting" />
          )}
        </form>
      </section>

      {isPending && <Spinner label="Loading the notices" />}
      {[...groups].map(([state, notices]) => (
        <section key={state} aria-label={STATE_HEADINGS[state]} className="notices__list">
          <h2>{STATE_HEADINGS[state]}</h2>
          {notices.length === 0 ? (
            <p>{state === 'running' ? 'No notice is on the website now.' : state === 'scheduled' ? 'Nothing scheduled.' : 'No notices yet.'}</p>
          ) : (
            <ul>
              {(state === 'ended' ? notices.slice(0, ENDED_SHOWN) : notices).map((notice) => (
                <li key={notice.id} className={`notices__item notices__item--${notice.level}`}>
                  <p className="notices__message">
                    <strong>{NOTICE_LEVEL_NAMES[notice.level]}:</strong> {notice.message}
                  </p>
                  <p className="notices__times">
                    {momentText(notice.startsAt, timeZone)} to {momentText(notice.endsAt, timeZone)}
                  </p>
                  {editing?.id === notice.id ? (
                    <p className="notices__times">Being changed in the form above.</p>
                  ) : (
                    <div className="notices__actions">
                      {state === 'running' && (
                        <Button onClick={() => ending.mutate(notice.id)} disabled={ending.isPending} aria-label={`End now: ${notice.message}`}>
                          End now
                        </Button>
                      )}
                      {state !== 'ended' && (
                        <Button variant="secondary" onClick={() => startEditing(notice)} aria-label={`Change: ${notice.message}`}>
                          Change
                        </Button>
                      )}
                      <Button variant="link" onClick={() => confirmDelete.ask(notice)} aria-label={`Delete: ${notice.message}`}>
                        Delete
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {confirmDelete.dialog}
    </div>
  );
}

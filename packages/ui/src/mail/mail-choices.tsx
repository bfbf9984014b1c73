import {
  ACCOUNT_MAIL_SWITCH_NAMES,
  ACCOUNT_MAIL_SWITCHES,
  type AccountMailSettings,
  type AccountMailSwitch,
  MAIL_TOPIC_DESCRIPTIONS,
  MAIL_TOPIC_NAMES,
  MAIL_TOPICS,
  type MailTopic,
  STAFF_MAIL_SWITCHES,
  type TopicChoices,
} from '@trailside/domain/mail/mail-topics';
import type { MailPreferences } from '@trailside/domain/mail/mail.types';
import { type FormEvent, useId } from 'react';
import { FormActions } from '../form-field/form-actions';
import './mail-choices.css';

export interface MailChoicesChange {
  topics?: Partial<TopicChoices>;
  account?: Partial<AccountMailSettings>;
}

interface MailChoicesProps {
  preferences: MailPreferences;
  /** The subscribed topics (News, This week, Notices); the staff console leaves them out. */
  showTopics?: boolean;
  /** Which of an account's switches to offer: all it may have, or the staff's two only. */
  switches?: 'all' | 'staff';
  busy: boolean;
  submitLabel?: string;
  /** Only what changed is handed over. */
  onSave: (change: MailChoicesChange) => void;
}

const PENDING_NOTE = 'Waiting for you to follow the link we sent to confirm it.';

/**
 * What one address gets, as checkboxes: the topics it subscribes to and, for an account, each kind of mail about
 * its own writing (and the staff's two). The site's preferences pages and the staff console share it.
 */
export function MailChoices({ preferences, showTopics = true, switches = 'all', busy, submitLabel = 'Save my choices', onSave }: MailChoicesProps) {
  const id = useId();
  const offered = ACCOUNT_MAIL_SWITCHES.filter((name) => (switches === 'staff' ? STAFF_MAIL_SWITCHES.includes(name) : preferences.staff || !STAFF_MAIL_SWITCHES.includes(name)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const topics = showTopics ? changed(MAIL_TOPICS, (topic) => form.has(`topic-${topic}`), (topic) => preferences.topics[topic] || preferences.pending.includes(topic)) : {};
    const account = preferences.account ? changed(offered, (name) => form.has(`switch-${name}`), (name) => preferences.account![name]) : {};
    const change: MailChoicesChange = {};
    if (Object.keys(topics).length) change.topics = topics;
    if (Object.keys(account).length) change.account = account;
    onSave(change);
  };

  return (
    <form className="mail-choices" onSubmit={submit} aria-label={`E-mail for ${preferences.email}`}>
      {showTopics && (
        <fieldset className="mail-choices__group">
          <legend>From the school</legend>
          {MAIL_TOPICS.map((topic) => (
            <MailChoiceBox
              key={topic}
              id={`${id}-topic-${topic}`}
              name={`topic-${topic}`}
              label={MAIL_TOPIC_NAMES[topic]}
              about={preferences.pending.includes(topic) ? `${MAIL_TOPIC_DESCRIPTIONS[topic]} ${PENDING_NOTE}` : MAIL_TOPIC_DESCRIPTIONS[topic]}
              checked={preferences.topics[topic] || preferences.pending.includes(topic)}
            />
          ))}
        </fieldset>
      )}
      {preferences.account && offered.length > 0 && (
        <fieldset className="mail-choices__group">
          <legend>{switches === 'staff' ? 'About the school inbox' : 'About what you write'}</legend>
          {offered.map((name) => (
            <MailChoiceBox key={name} id={`${id}-switch-${name}`} name={`switch-${name}`} label={ACCOUNT_MAIL_SWITCH_NAMES[name]} checked={preferences.account![name]} />
          ))}
        </fieldset>
      )}
      <FormActions submitLabel={submitLabel} busy={busy} busyLabel="Saving your choices" />
    </form>
  );
}

/** The entries whose box differs from what was saved, with their new value. */
function changed<K extends MailTopic | AccountMailSwitch>(names: readonly K[], ticked: (name: K) => boolean, saved: (name: K) => boolean): Partial<Record<K, boolean>> {
  return Object.fromEntries(names.filter((name) => ticked(name) !== saved(name)).map((name) => [name, ticked(name)])) as Partial<Record<K, boolean>>;
}

interface MailChoiceBoxProps {
  id: string;
  name: string;
  label: string;
  /** A line under the name: what the mail is. */
  about?: string;
  checked: boolean;
}

/** One kind of mail as a checkbox with its name and what it is (the subscribe form uses it too). */
export function MailChoiceBox({ id, name, label, about, checked }: MailChoiceBoxProps) {
  return (
    <div className="mail-choices__choice">
      <input type="checkbox" id={id} name={name} defaultChecked={checked} aria-describedby={about ? `${id}-about` : undefined} />
      <label htmlFor={id} className="mail-choices__name">
        {label}
      </label>
      {about && (
        <p id={`${id}-about`} className="mail-choices__about">
          {about}
        </p>
      )}
    </div>
  );
}

import { DELETE_CONFIRMATION } from '@trailside/domain/messages/confirmation';
import { DEFAULT_SUBSCRIBERS_LIMIT, subscribersQuerySchema } from '@trailside/domain/mail/mail.schema';
import type { Subscriber } from '@trailside/domain/mail/mail.types';
import { MAIL_TOPIC_NAMES, MAIL_TOPICS, type MailTopic, topicList } from '@trailside/domain/mail/mail-topics';
import { clampPage, pageCountOf } from '@trailside/domain/pagination/page-window';
import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { Button } from '@trailside/ui/button/button';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useSubscribers } from '@trailside/ui/mail/api/get-subscribers';
import { useRemoveSubscriber } from '@trailside/ui/mail/api/remove-subscriber';
import { useConfirmedAction } from '@trailside/ui/modal/use-confirmed-action';
import { Pagination } from '@trailside/ui/pagination/pagination';
import { useSiteSettings } from '@trailside/ui/settings/api/get-site-settings';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { type FormEvent, useState } from 'react';
import { LetterPanel } from './letter-panel';
import { StaffMail } from './staff-mail';
import { SUBSCRIBER_TEXTS } from './subscriber-texts';
import './subscribers.css';
import { ACTIONS_COLUMN, DataTable } from '../../components/data-table';

/** The Subscribers view: counts per topic, search, remove an address; the next weekly letter; the staff member's own e-mail. */
export function SubscribersView() {
  const [search, setSearch] = useState('');
  const [topic, setTopic] = useState<MailTopic | ''>('');
  const [page, setPage] = useState(1);
  const list = useSubscribers({ q: search, topic: topic || undefined, offset: (page - 1) * DEFAULT_SUBSCRIBERS_LIMIT });
  const { timeZone } = useSiteSettings();
  const removal = useRemoveSubscriber();
  const confirmRemove = useConfirmedAction<Subscriber>((subscriber) => removal.mutate(subscriber.id), (subscriber) => ({
    ...DELETE_CONFIRMATION,
    message: SUBSCRIBER_TEXTS.confirmRemove(subscriber.email),
  }));

  const total = list.data?.total ?? 0;
  const pageCount = pageCountOf(total, DEFAULT_SUBSCRIBERS_LIMIT);
  const shownPage = list.data ? clampPage(page, pageCount) : page;
  if (shownPage !== page) setPage(shownPage);

  const runSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSearch(String(form.get('q') ?? '').trim());
    setTopic(String(form.get('topic') ?? '') as MailTopic | '');
    setPage(1);
  };

  return (
    <div className="subscribers">
      <section className="subscribers__panel" aria-labelledby="subscribers-title">
        <h2 id="subscribers-title">Who gets our e-mail</h2>
        {list.data && (
          <ul className="subscribers__counts" aria-label="Confirmed subscribers per topic">
            {MAIL_TOPICS.map((each) => (
              <li key={each}>
                <strong>{list.data.counts[each]}</strong> {MAIL_TOPIC_NAMES[each]}
              </li>
            ))}
          </ul>
        )}
        <form role="search" className="subscribers__search" onSubmit={runSearch} aria-label="Search subscribers">
          <TextField label="Search by e-mail address" name="q" type="search" limit={textLimitOf(subscribersQuerySchema.shape.q)} />
          <SelectField label="Topic" name="topic" defaultValue="">
            <option value="">Every topic</option>
            {MAIL_TOPICS.map((each) => (
              <option key={each} value={each}>
                {MAIL_TOPIC_NAMES[each]}
              </option>
            ))}
          </SelectField>
          <Button type="submit">Search</Button>
        </form>
        <p role="status">{list.data && SUBSCRIBER_TEXTS.count(total, search)}</p>
        {list.isPending && <Spinner label="Loading the subscribers" />}
        {list.data && list.data.subscribers.length === 0 && !search && !topic && <p>{SUBSCRIBER_TEXTS.empty}</p>}
        {list.data && list.data.subscribers.length > 0 && (
          <DataTable columns={['E-mail', 'Gets', ACTIONS_COLUMN]} caption={`Subscribers, page ${shownPage} of ${pageCount}`}>
            {list.data.subscribers.map((subscriber) => (
              <tr key={subscriber.id}>
                <th scope="row">{subscriber.email}</th>
                <td>
                  {topicList(subscriber.topics) || 'Nothing'}
                  {subscriber.pending.length > 0 && (
                    <span className="subscribers__pending">
                      {' '}
                      ({topicList(subscriber.pending)} {SUBSCRIBER_TEXTS.waiting})
                    </span>
                  )}
                </td>
                <td>
                  <Button variant="secondary" onClick={() => confirmRemove.ask(subscriber)} aria-label={`Remove ${subscriber.email}`}>
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        {pageCount > 1 && <Pagination page={shownPage} pageCount={pageCount} onChange={setPage} label="Pages of subscribers" />}
      </section>
      {list.data && (
        <LetterPanel
          nextLetter={SUBSCRIBER_TEXTS.nextLetter(new Date(list.data.nextLetterAt.seconds * 1000), timeZone)}
          lastLetter={SUBSCRIBER_TEXTS.lastLetter(list.data.lastLetter, timeZone)}
        />
      )}
      <StaffMail />
      {confirmRemove.dialog}
    </div>
  );
}

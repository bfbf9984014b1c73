import { ENQUIRIES_PAGE_SIZE, enquiriesQuerySchema } from '@trailside/domain/contact/contact.schema';
import type { Enquiry } from '@trailside/domain/contact/enquiry.types';
import { pageCountOf } from '@trailside/domain/pagination/page-window';
import { Button, buttonClassName } from '@trailside/ui/button/button';
import { useEnquiries } from '@trailside/ui/contact/api/get-enquiries';
import { useMarkEnquiryHandled, useMarkEnquiryRead } from '@trailside/ui/contact/api/update-enquiry';
import { useSiteSettings } from '@trailside/ui/settings/api/get-site-settings';
import { TextField } from '@trailside/ui/form-field/text-field';
import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { Pagination } from '@trailside/ui/pagination/pagination';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { replyMailto } from './enquiry-reply';
import { ENQUIRY_VIEW_TEXTS, SOURCE_LABELS } from './enquiry-texts';
import './enquiries.css';

/** Marked unread only while it still waits for someone: a handled enquiry needs nobody, read or not. */
const waitsUnread = (enquiry: { read: boolean; handled: boolean }) => !enquiry.read && !enquiry.handled;

/**
 * Contact and FAQ messages, newest first, a page at a time, unread ones marked, found by any word of them and narrowed
 * to those still waiting for an answer. Opening one marks it read; it can be marked handled (or not), and answered by
 * e-mail in the office's own mail program, the enquiry quoted.
 */
export function EnquiriesView() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [waiting, setWaiting] = useState(false);
  const list = useEnquiries({ q: search || undefined, waiting, limit: ENQUIRIES_PAGE_SIZE, offset: (page - 1) * ENQUIRIES_PAGE_SIZE });
  const enquiries = list.data?.enquiries;
  const markRead = useMarkEnquiryRead();
  const markHandled = useMarkEnquiryHandled();
  const { schoolName } = useSiteSettings();
  const clock = useSchoolClock();
  const [openId, setOpenId] = useState<string | null>(null);
  const detail = useRef<HTMLElement>(null);
  const ids = { list: useId(), detail: useId() };
  const open = enquiries?.find((enquiry) => enquiry.id === openId) ?? null;
  const pageCount = pageCountOf(list.data?.total ?? 0, ENQUIRIES_PAGE_SIZE);

  // The opened enquiry's heading takes focus, so a screen reader starts reading it.
  useEffect(() => {
    if (openId) detail.current?.querySelector('h2')?.focus();
  }, [openId]);

  const openEnquiry = (enquiry: Enquiry) => {
    setOpenId(enquiry.id);
    if (!enquiry.read) markRead.mutate({ id: enquiry.id, read: true });
  };

  const turnTo = (next: number) => {
    setOpenId(null);
    setPage(next);
  };

  const runSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
    turnTo(1);
  };

  const chooseWaiting = (only: boolean) => {
    setWaiting(only);
    turnTo(1);
  };

  if (list.isPending) return <Spinner label="Loading the enquiries" />;
  if (!list.data) return null;
  const { total, unread } = list.data;
  const narrowed = Boolean(search) || waiting;
  if (total === 0 && !narrowed) return <p>{ENQUIRY_VIEW_TEXTS.empty}</p>;

  return (
    <div className="enquiries">
      <section className="enquiries__list" aria-labelledby={ids.list}>
        <form role="search" className="enquiries__search" onSubmit={runSearch} aria-label="Search the enquiries">
          <TextField label="Search by name, e-mail, phone or words" name="q" type="search" limit={textLimitOf(enquiriesQuerySchema.shape.q)} />
          <Button type="submit">Search</Button>
          <label className="enquiries__waiting">
            <input type="checkbox" checked={waiting} onChange={(change) => chooseWaiting(change.currentTarget.checked)} /> {ENQUIRY_VIEW_TEXTS.waitingOnly}
          </label>
        </form>
        <h2 id={ids.list} className="enquiries__list-heading" aria-live="polite">
          {ENQUIRY_VIEW_TEXTS.listHeading(total, unread, { search, waiting })}
        </h2>
        {total === 0 && <p>{ENQUIRY_VIEW_TEXTS.noneMatch({ search, waiting })}</p>}
        <ul aria-label={`Enquiries, page ${page} of ${pageCount}`} aria-busy={list.isPlaceholderData}>
          {list.data.enquiries.map((enquiry) => (
            <li key={enquiry.id}>
              <button
                type="button"
                className={`enquiries__item${waitsUnread(enquiry) ? ' enquiries__item--unread' : ''}`}
                aria-current={enquiry.id === openId ? 'true' : undefined}
                onClick={() => openEnquiry(enquiry)}
              >
                <span className="enquiries__item-top">
                  <span className="enquiries__name">{enquiry.name}</span>
                  {waitsUnread(enquiry) && <span className="enquiries__badge enquiries__badge--unread">{ENQUIRY_VIEW_TEXTS.unread}</span>}
                  {enquiry.handled && <span className="enquiries__badge enquiries__badge--handled">{ENQUIRY_VIEW_TEXTS.handled}</span>}
                </span>
                <span className="enquiries__meta">
                  {SOURCE_LABELS[enquiry.source]} · {clock.moment(enquiry.createdAt)}
                </span>
                <span className="enquiries__excerpt">{enquiry.message}</span>
              </button>
            </li>
          ))}
        </ul>
        {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onChange={turnTo} label="Pages of enquiries" />}
      </section>

      <section ref={detail} className="enquiries__detail" aria-labelledby={ids.detail}>
        {open ? (
          <>
            <h2 id={ids.detail} tabIndex={-1}>
              {ENQUIRY_VIEW_TEXTS.detailHeading(open.name)}
            </h2>
            <dl className="enquiries__fields">
              <dt>Received</dt>
              <dd>
                {clock.moment(open.createdAt)}, through {SOURCE_LABELS[open.source].toLowerCase()}
              </dd>
              <dt>Email</dt>
              <dd>{open.email}</dd>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${open.phone.replace(/[^\d+]/g, '')}`}>{open.phone}</a>
              </dd>
              <dt>Status</dt>
              <dd>{open.handled ? ENQUIRY_VIEW_TEXTS.handledStatus : ENQUIRY_VIEW_TEXTS.openStatus}</dd>
              {!open.mailed && (
                <>
                  <dt>Office copy</dt>
                  <dd>{ENQUIRY_VIEW_TEXTS.notMailed}</dd>
                </>
              )}
            </dl>
            <blockquote className="enquiries__message">{open.message}</blockquote>
            <div className="enquiries__actions">
              <a className={buttonClassName('primary')} href={replyMailto(open, schoolName, clock.timeZone)}>
                {ENQUIRY_VIEW_TEXTS.reply}
              </a>
              <Button
                variant="secondary"
                disabled={markHandled.isPending}
                onClick={() => markHandled.mutate({ id: open.id, handled: !open.handled })}
              >
                {open.handled ? ENQUIRY_VIEW_TEXTS.markOpen : ENQUIRY_VIEW_TEXTS.markHandled}
              </Button>
              {open.read && !open.handled && (
                <Button variant="link" onClick={() => markRead.mutate({ id: open.id, read: false })}>
                  {ENQUIRY_VIEW_TEXTS.markUnread}
                </Button>
              )}
            </div>
          </>
        ) : (
          <>
            <h2 id={ids.detail}>{ENQUIRY_VIEW_TEXTS.noneOpenHeading}</h2>
            <p>{ENQUIRY_VIEW_TEXTS.noneOpen}</p>
          </>
        )}
      </section>
    </div>
  );
}

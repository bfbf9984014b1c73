import type { ModerationItem } from '@trailside/domain/moderation/moderation.types';
import type { Ref } from 'react';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';

/** Where the item would show on the website: the post (and the comment it answers), or the home page. */
function Context({ item }: { item: ModerationItem }) {
  if (item.kind === 'testimonial') return <>for the home page</>;
  const { blogTitle, replyTo } = item.context;
  return (
    <>
      on “{blogTitle}”{replyTo && <>, replying to {replyTo.author}</>}
    </>
  );
}

interface InboxItemProps {
  item: ModerationItem;
  optionId: string;
  active: boolean;
  selected: boolean;
  optionRef: Ref<HTMLLIElement>;
  onFocus: () => void;
  onToggle: () => void;
}

/** One option of the inbox's listbox: kind, author, where it belongs and its whole text. */
export function InboxItem({ item, optionId, active, selected, optionRef, onFocus, onToggle }: InboxItemProps) {
  const created = new Date(item.createdAt.seconds * 1000);
  const clock = useSchoolClock();
  return (
    <li
      ref={optionRef}
      id={optionId}
      role="option"
      aria-selected={selected}
      tabIndex={active ? 0 : -1}
      className={`inbox-item${active ? ' inbox-item--active' : ''}${selected ? ' inbox-item--selected' : ''}`}
      onFocus={onFocus}
      onClick={onToggle}
    >
      <span className="inbox-item__check" aria-hidden="true">
        {selected ? '✓' : ''}
      </span>
      <div className="inbox-item__body">
        <p className="inbox-item__meta">
          <span className={`inbox-item__kind inbox-item__kind--${item.kind}`}>{item.kind === 'comment' ? 'Comment' : 'Testimonial'}</span>{' '}
          by <strong>{item.author}</strong>
          {item.byChild && <span className="inbox-item__child"> (a child's account)</span>} <Context item={item} /> · <time dateTime={created.toISOString()}>{clock.moment(created)}</time>
        </p>
        <p className="inbox-item__text">{item.text}</p>
      </div>
    </li>
  );
}

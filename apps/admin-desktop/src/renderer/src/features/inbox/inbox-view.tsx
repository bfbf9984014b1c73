import { moderationQueueQuerySchema } from '@trailside/domain/moderation/moderation.schema';
import { TEXT_LIMIT_TEXTS, textLength, textLimitOf } from '@trailside/domain/validation/text-limit';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { MessageStatus } from '@trailside/domain/messages/message';
import { MODERATION_KINDS, MODERATION_STATES, type ModerationAction, type ModerationKind, type ModerationState } from '@trailside/domain/moderation/moderation.rules';
import type { ModerationItem } from '@trailside/domain/moderation/moderation.types';
import { actionsFor } from '@trailside/domain/moderation/visibility.rules';
import { Button } from '@trailside/ui/button/button';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { useConfirmedAction } from '@trailside/ui/modal/use-confirmed-action';
import { useModerationQueue } from '@trailside/ui/moderation/api/get-moderation-queue';
import { useModerationSummary } from '@trailside/ui/moderation/api/get-moderation-summary';
import { moderationKeys } from '@trailside/ui/moderation/api/moderation-keys';
import { plannedChanges, useModerateItems } from '@trailside/ui/moderation/api/moderate-items';
import { Pagination } from '@trailside/ui/pagination/pagination';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useEffect, useId, useMemo, useReducer, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { InboxItem } from './inbox-item';
import { ACTION_LABELS, deleteConfirmation, INBOX_TEXTS, KIND_LABELS, STATE_LABELS } from './inbox-texts';
import { commandOfKey, initialTriage, targetKeys, triageReducer, type TriageCommand, undoBatches } from './inbox-triage';
import './inbox.css';

/** The most the API searches for (a longer search is said to be too long, never cut). */
const SEARCH_LIMIT = textLimitOf(moderationQueueQuerySchema.shape.q) ?? 200;

/** Items a page of the inbox. */
const INBOX_PAGE_SIZE = 25;

const SHORTCUTS: Partial<Record<ModerationAction, string>> = { approve: 'a', reject: 'r', delete: 'd' };

const keyOf = (item: Pick<ModerationItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/** Keys typed into a field are text, not commands (a checkbox is no field). */
const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['TEXTAREA', 'SELECT'].includes(target.tagName) ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type)));

export function InboxView() {
  const [state, setState] = useState<ModerationState>('pending');
  const [kind, setKind] = useState<ModerationKind | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = { kind, state, q: q || undefined, limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE };
  const queue = useModerationQueue(query);
  const moderate = useModerateItems();
  const queryClient = useQueryClient();
  const { showMessage } = useMessage();
  const [triage, dispatch] = useReducer(triageReducer, initialTriage);
  const view = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const options = useRef(new Map<string, HTMLLIElement>());
  const ids = { help: useId(), list: useId() };

  const items = useMemo(() => queue.data?.items ?? [], [queue.data]);
  const itemsByKey = useMemo(() => new Map(items.map((item) => [keyOf(item), item])), [items]);
  useEffect(() => dispatch({ type: 'list', keys: items.map(keyOf) }), [items]);

  // New arrivals (the newest pending item moved) bring the list up to date; the shell polls the summary.
  const latest = useModerationSummary().data?.latest;
  const seenLatest = useRef(latest);
  useEffect(() => {
    if (seenLatest.current !== undefined && latest !== seenLatest.current) void queryClient.invalidateQueries({ queryKey: moderationKeys.queues });
    seenLatest.current = latest;
  }, [latest, queryClient]);

  // Deciding the last items of a page that is not the first shows the page before.
  const total = queue.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  useEffect(() => {
    if (queue.data && !queue.isPlaceholderData && page > pageCount) setPage(pageCount);
  }, [queue.data, queue.isPlaceholderData, page, pageCount]);

  // The cursor is where keyboard focus is while focus is in the list, also when it went with a decided item (or
  // through the delete confirmation), and after a key or a search asked for it; the view never takes focus itself.
  const focusCursor = useRef(false);
  const listHasFocus = useRef(false);
  useEffect(() => {
    const option = triage.active === null ? undefined : options.current.get(triage.active);
    const lost = document.activeElement === document.body || document.activeElement === null;
    const inList = list.current?.contains(document.activeElement) ?? false;
    if (option && (focusCursor.current || inList || (lost && listHasFocus.current))) option.focus();
    focusCursor.current = false;
  }, [triage.active, items]);
  const onListBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    // Focus going nowhere (a removed option) or into the confirmation dialog comes back to the list.
    if (next instanceof Element && !list.current?.contains(next) && !next.closest('dialog')) listHasFocus.current = false;
  };

  const run = (action: ModerationAction, targets: ModerationItem[]) => {
    moderate.mutateAsync([{ action, items: targets }]).then(
      (changes) => {
        dispatch({ type: 'done', entry: { action, changes } });
        showMessage(MessageStatus.SUCCESS, INBOX_TEXTS.done(action, changes.map((change) => change.kind)));
      },
      (error: unknown) => showMessage(MessageStatus.ERROR, errorMessageOf(error)),
    );
  };

  const confirmDelete = useConfirmedAction((targets: ModerationItem[]) => run('delete', targets), (targets) => deleteConfirmation(targets.map((item) => item.kind)));

  const decide = (action: ModerationAction) => {
    const targets = targetKeys(triage).flatMap((key) => itemsByKey.get(key) ?? []);
    if (!targets.length) return showMessage(MessageStatus.INFO, INBOX_TEXTS.nothingChosen);
    if (!plannedChanges({ action, items: targets }).length) return showMessage(MessageStatus.INFO, INBOX_TEXTS.nothingToDo(action));
    if (action === 'delete') return confirmDelete.ask(targets);
    run(action, targets);
  };

  const undo = () => {
    const [entry] = triage.undo;
    if (!entry) return showMessage(MessageStatus.INFO, INBOX_TEXTS.nothingToUndo);
    dispatch({ type: 'undoing' });
    moderate.mutateAsync(undoBatches(entry)).then(
      () => showMessage(MessageStatus.SUCCESS, INBOX_TEXTS.undone(entry.changes.map((change) => change.kind))),
      (error: unknown) => {
        dispatch({ type: 'done', entry });
        showMessage(MessageStatus.ERROR, errorMessageOf(error));
      },
    );
  };

  const command = (name: TriageCommand) => {
    switch (name) {
      case 'next':
        return dispatch({ type: 'move', by: 1 });
      case 'previous':
        return dispatch({ type: 'move', by: -1 });
      case 'first':
      case 'last':
      case 'toggle':
      case 'toggleAll':
      case 'clearSelection':
        return dispatch({ type: name });
      case 'approve':
      case 'reject':
      case 'delete':
        return decide(name);
      case 'undo':
        return undo();
      case 'search':
        return searchField.current?.focus();
    }
  };

  // Keys work anywhere in the view's main area (and after a decided item took focus with it), never inside a field or a dialog.
  const commandRef = useRef(command);
  commandRef.current = command;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTextField(event.target) || document.querySelector('dialog[open]')) return;
      // The whole main area counts (it takes focus when a view opens); the sidebar and header keep their keys.
      const target = event.target instanceof Node ? event.target : null;
      if (target !== document.body && !view.current?.closest('main')?.contains(target)) return;
      const name = commandOfKey(event);
      if (!name) return;
      // Space and Enter press buttons; arrows and Space move the cursor only from the list.
      const inList = list.current?.contains(target) ?? false;
      if (!inList && (event.key === ' ' || event.key.startsWith('Arrow') || event.key === 'Home' || event.key === 'End')) return;
      event.preventDefault();
      if (['next', 'previous', 'first', 'last'].includes(name)) focusCursor.current = true;
      commandRef.current(name);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const changeFilter = (change: () => void) => {
    change();
    setPage(1);
    dispatch({ type: 'clearSelection' });
  };

  const searchTooLong = textLength(search) > SEARCH_LIMIT;
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    if (searchTooLong) return;
    changeFilter(() => setQ(search.trim()));
    focusCursor.current = true;
  };

  const counts = queue.data?.counts;
  const stateCount = (of: ModerationState) => (counts ? counts.comment[of] + counts.testimonial[of] : null);
  const kindCount = (of: ModerationKind | undefined) => (counts ? (of ? counts[of][state] : stateCount(state)) : null);
  const selectedCount = triage.selected.length;
  const allSelected = items.length > 0 && selectedCount === items.length;
  const listLabel = `${STATE_LABELS[state]}: ${kind ? KIND_LABELS[kind].many : 'comments and testimonials'}`;

  return (
    <div ref={view} className="inbox">
      <div className="inbox__filters">
        <div role="group" aria-label="State" className="inbox__segments">
          {MODERATION_STATES.map((option) => (
            <button key={option} type="button" className="inbox__segment" aria-pressed={state === option} onClick={() => changeFilter(() => setState(option))}>
              {STATE_LABELS[option]} <span className="inbox__count">{stateCount(option) ?? ''}</span>
            </button>
          ))}
        </div>
        <div role="group" aria-label="Kind" className="inbox__segments">
          {[undefined, ...MODERATION_KINDS].map((option) => (
            <button key={option ?? 'all'} type="button" className="inbox__segment" aria-pressed={kind === option} onClick={() => changeFilter(() => setKind(option))}>
              {option ? `${KIND_LABELS[option].many[0]!.toUpperCase()}${KIND_LABELS[option].many.slice(1)}` : 'Both kinds'}{' '}
              <span className="inbox__count">{kindCount(option) ?? ''}</span>
            </button>
          ))}
        </div>
        <form role="search" className="inbox__search" onSubmit={submitSearch}>
          {/* The field says what it searches itself, so the filters and the search share one row. */}
          <label htmlFor={`${ids.list}-search`} className="visually-hidden">
            Search text and authors
          </label>
          <input
            ref={searchField}
            id={`${ids.list}-search`}
            type="search"
            placeholder="Search text and authors"
            value={search}
            aria-invalid={searchTooLong || undefined}
            aria-describedby={searchTooLong ? `${ids.list}-search-count` : undefined}
            aria-keyshortcuts="/"
            onChange={(event) => {
              setSearch(event.target.value);
              if (event.target.value === '' && q !== '') changeFilter(() => setQ(''));
            }}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
          {searchTooLong && (
            <p id={`${ids.list}-search-count`} className="field__count field__count--over" aria-live="polite">
              {TEXT_LIMIT_TEXTS.over(textLength(search), SEARCH_LIMIT)}
            </p>
          )}
        </form>
      </div>

      <p id={ids.help} className="inbox__help">
        {INBOX_TEXTS.help(actionsFor(state))}
      </p>

      <div className="inbox__toolbar">
        <label className="inbox__select-all">
          <input type="checkbox" checked={allSelected} disabled={!items.length} onChange={() => dispatch({ type: 'toggleAll' })} /> Select all on this
          page
        </label>
        <p className="inbox__selection" aria-live="polite">
          {selectedCount ? `${selectedCount} selected` : ''}
        </p>
        <div className="inbox__actions">
          {actionsFor(state).map((action) => (
            <Button key={action} variant={action === 'approve' ? 'primary' : 'secondary'} aria-keyshortcuts={SHORTCUTS[action]} disabled={!items.length} onClick={() => decide(action)}>
              {ACTION_LABELS[action]}
              {selectedCount ? ` ${selectedCount} selected` : ''}
            </Button>
          ))}
          <Button variant="secondary" aria-keyshortcuts="u" disabled={!triage.undo.length} onClick={undo}>
            Undo
          </Button>
        </div>
      </div>

      {queue.isPending ? (
        <Spinner label="Loading the inbox" />
      ) : queue.isError ? (
        <div className="notice" role="alert">
          <p>
            {INBOX_TEXTS.loadFailed} {errorMessageOf(queue.error)}
          </p>
          <Button variant="secondary" onClick={() => void queue.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length ? (
        <ul
          ref={list}
          id={ids.list}
          role="listbox"
          aria-multiselectable="true"
          aria-label={listLabel}
          aria-describedby={ids.help}
          aria-busy={queue.isFetching}
          className="inbox__list"
          onFocus={() => (listHasFocus.current = true)}
          onBlur={onListBlur}
        >
          {items.map((item) => {
            const key = keyOf(item);
            return (
              <InboxItem
                key={key}
                item={item}
                optionId={`${ids.list}-${item.kind}-${item.id}`}
                active={triage.active === key}
                selected={triage.selected.includes(key)}
                optionRef={(element) => {
                  if (element) options.current.set(key, element);
                  else options.current.delete(key);
                }}
                onFocus={() => dispatch({ type: 'focus', key })}
                onToggle={() => dispatch({ type: 'toggle', key })}
              />
            );
          })}
        </ul>
      ) : (
        <p className="inbox__empty" tabIndex={-1}>
          {q ? INBOX_TEXTS.noMatch : INBOX_TEXTS.empty[state]}
        </p>
      )}

      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onChange={setPage} label="Inbox pages" />}
      {confirmDelete.dialog}
    </div>
  );
}

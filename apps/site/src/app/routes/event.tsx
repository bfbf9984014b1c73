import { EventList } from '../../features/events/components/event-list';

/** Spec section 2: /event, the static list of six sample events. */
export function Component() {
  return (
    <div className="page container">
      <EventList />
    </div>
  );
}

import type { Stage } from '@trailside/domain/admissions/admissions.types';
import { useJoinWaitingList } from '@trailside/ui/admissions/api/join-waiting-list';
import { Button } from '@trailside/ui/button/button';

/**
 * "Put on the waiting list" for a child whose application is in (stage Applied), wherever staff see the child: the
 * Applications view and the family's page. The banner says the place taken, or the server's reason it could not.
 */
export function JoinWaitingListButton({ student }: { student: { id: string; name: string; stage: Stage } }) {
  const join = useJoinWaitingList();
  if (student.stage !== 'applied') return null;
  return (
    <Button variant="secondary" disabled={join.isPending} onClick={() => join.mutate(student.id)} aria-label={`Put ${student.name} on the waiting list`}>
      Put on the waiting list
    </Button>
  );
}

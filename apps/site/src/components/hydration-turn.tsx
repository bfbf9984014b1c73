import { IdScope } from '@trailside/ui/ids/id-scope';
import { Suspense, useState, type ReactNode } from 'react';
import { nextTask } from '../lib/next-task';
import './hydration-turn.css';

/*
 * A server-drawn page is hydrated in parts, each in a task of its own, as React hydrates its Suspense
 * boundaries: the first pass takes the page minus its `HydrationTurn`s, and each of those follows in turn.
 * A phone's main thread is then never held for the whole page at once: between two parts the browser scrolls
 * and draws, and a tap waits only for the parts left (the entry holds it, lib/early-actions.ts). A part keeps
 * the elements the server sent; until its turn it is only not yet interactive.
 */

/** One part's place in the queue: its promise resolves, and `taken` turns true, in a task of its own. */
interface Turn {
  taken: boolean;
  promise: Promise<void>;
}

let hydrating = false;
let lastTurn: Promise<void> = Promise.resolve();

function nextTurn(): Turn {
  const turn: Turn = {
    taken: false,
    promise: lastTurn.then(nextTask).then(() => {
      turn.taken = true;
    }),
  };
  lastTurn = turn.promise;
  return turn;
}

/**
 * Runs `hydrate` (which must hydrate synchronously, as Preact does) and resolves once every part it left for
 * later has been hydrated too, parts within parts included: those join the queue as their part is drawn.
 */
export async function hydrateInTurns(hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    hydrate();
    let last: Promise<void>;
    do {
      last = lastTurn;
      await last;
      // The part is drawn by the microtasks after its turn; one more task and it is done.
      await nextTask();
    } while (last !== lastTurn);
  } finally {
    hydrating = false;
  }
}

/** Throws its turn (a promise) until the turn comes: Suspense keeps the server's elements meanwhile. */
function AwaitTurn({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.taken) throw turn.promise;
  return children;
}

/**
 * Hydrates its children in a later task than the rest of the page, when the page is being hydrated; renders
 * them at once otherwise (a page drawn in the browser). Its own element, laid out as if it were not there
 * (`display: contents`), is the one element Suspense keeps while it waits, whatever the children render. Its
 * children count their ids by themselves (IdScope), so drawn later they get the ids the server gave them.
 */
export function HydrationTurn({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (hydrating ? nextTurn() : null));
  return (
    <IdScope>
      <Suspense fallback={null}>
        <AwaitTurn turn={turn}>
          <div className="hydration-turn">{children}</div>
        </AwaitTurn>
      </Suspense>
    </IdScope>
  );
}

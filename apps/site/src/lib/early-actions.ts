/** What the site's entry (main.ts) dispatches on the document once hydrateRoot has been called. */
export const APP_STARTED_EVENT = 'trailside:app-started';

/**
 * A server-drawn page shows its buttons and forms before its scripts have arrived. React answers a tap on a
 * part it has not hydrated yet (it hydrates that part first, then replays the tap), but only from the moment
 * hydrateRoot is called: before that, nothing listens. So until the app says it has started (APP_STARTED_EVENT),
 * a click on a button or a form sent inside the element `rootSelector` names is held (the browser would do
 * nothing, or send the form as a new address) and done again right after: a quick visitor's first tap is not lost.
 * Links are left alone; they work without scripts. Called by the page's first script (boot.ts), before the page
 * is even parsed, so it looks for the root at each tap.
 */
export function holdEarlyActions(rootSelector: string): void {
  const held: Array<() => void> = [];
  const hold = (event: Event, act: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(act);
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !button.disabled && button.closest(rootSelector)) hold(event, () => button.isConnected && button.click());
  };
  // A form sent without a click (Enter in a form without a submit button); a click on one is held above.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && form.closest(rootSelector)) hold(event, () => form.isConnected && form.requestSubmit());
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener(
    APP_STARTED_EVENT,
    () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      for (const act of held.splice(0)) act();
    },
    { once: true },
  );
}

/**
 * A server-drawn page shows its buttons and forms before its scripts have arrived. React answers a tap on a
 * part it has not hydrated yet (it hydrates that part first, then replays the tap), but only from the moment
 * hydrateRoot is called: before that, nothing listens. So until then a click on a button or a form sent inside
 * `root` is held (the browser would do nothing, or send the form as a new address) and done again right after:
 * a quick visitor's first tap is not lost. Links are left alone; they work without scripts. Returns the
 * function that lets the held actions go.
 */
export function holdEarlyActions(root: Element): () => void {
  const held: Array<() => void> = [];
  const hold = (event: Event, act: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(act);
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !button.disabled && root.contains(button)) hold(event, () => button.isConnected && button.click());
  };
  // A form sent without a click (Enter in a form without a submit button); a click on one is held above.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && root.contains(form)) hold(event, () => form.isConnected && form.requestSubmit());
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    for (const act of held.splice(0)) act();
  };
}

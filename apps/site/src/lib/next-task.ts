/**
 * Resolves in a task of its own (without the 4 ms that nested timers wait): what runs after it gives the
 * browser a turn first, to draw or to answer a tap, so a phone's main thread is never held long at a time.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

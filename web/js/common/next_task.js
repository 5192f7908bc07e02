// Ends the current task and resumes in a new one, so that a long piece of work (the page's start,
// which builds every screen) lets the browser paint and answer input between its parts.

/**
 * Resolves in a later task: `scheduler.yield()` where the browser has it (the continuation runs
 * before other queued work), else a MessageChannel message (a task with no timer clamping).
 */
export function next_task() {
  if (typeof globalThis.scheduler?.yield === 'function') return globalThis.scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs each of `fns` in a task of its own, in order, after the current task: for work that
 * reacts to one event (a welcome's refreshes, each starting a fetch) and need not hold it.
 */
export async function each_in_own_task(...fns) {
  for (const fn of fns) {
    await next_task();
    fn();
  }
}

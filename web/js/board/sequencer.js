// Runs the board's updates one after another so an animation never overlaps the next message,
// and lets a waiting message cut the current animation short.

/** A first-in first-out queue of async tasks; `sleep` returns at once while others wait. */
export class Sequencer {
  constructor() {
    this.tasks_ = [];
    this.running_ = false;
    this.wake_ = null; // resolves the current sleep early
    this.epoch = 0; // bumped by clear(): a task that sees it change must stop drawing
  }

  /** True when another task is waiting: an animation should then jump to its end. */
  get behind() {
    return this.tasks_.length > 0;
  }

  /** Queues `task` (a function, possibly async); runs now when idle. */
  push(task) {
    this.tasks_.push(task);
    this.wake_?.();
    if (!this.running_) this.run_();
  }

  /** Forgets queued tasks and tells the running one to stop (a new snapshot replaces the board). */
  clear() {
    this.tasks_ = [];
    this.epoch++;
    this.wake_?.();
  }

  /** Waits `ms`, or less when a task arrives meanwhile. */
  sleep(ms) {
    if (this.behind) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake_ = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake_ = done;
    });
  }

  async run_() {
    this.running_ = true;
    while (this.tasks_.length > 0) {
      const task = this.tasks_.shift();
      try {
        await task();
      } catch (err) {
        console.warn('board update failed', err); // keep going: the next state repaints the board
      }
    }
    this.running_ = false;
  }
}

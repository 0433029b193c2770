/**
 * The GM's client's one writer. Every mutation of shared state (a declaration, a card step, the
 * end of an IC, an undo, a status) runs as one task here, after the one before it has written
 * everything: each task reads the documents as the last task left them, so two requests arriving
 * together never read the same AP or the same queue of hits, and none of their writes is lost.
 *
 * Tasks are the entry points (the combat's and the card's public steps); a task never waits on
 * another task, or it would wait on itself.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();
  #pending = 0;

  /** Runs `task` after every task queued before it has settled; its result or error is the caller's. */
  run<T>(task: () => Promise<T>): Promise<T> {
    this.#pending += 1;
    const result = this.#tail.then(task).finally(() => {
      this.#pending -= 1;
    });
    // A refused task must not stop the ones behind it.
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /** Tasks queued or running. */
  get pending(): number {
    return this.#pending;
  }
}

/** The queue every shared-state mutation on this client goes through. */
export const gmQueue = new SerialQueue();

type HookFn = (...args: unknown[]) => unknown;

interface Registration {
  id: number;
  fn: HookFn;
  once: boolean;
}

/**
 * Foundry's Hooks with the real semantics: `call` stops at the first handler returning
 * `false` and reports it; `callAll` runs every handler; `once` handlers unregister first.
 */
export class HooksDouble {
  #events = new Map<string, Registration[]>();
  #nextId = 1;

  on(hook: string, fn: HookFn, { once = false } = {}): number {
    const id = this.#nextId++;
    const list = this.#events.get(hook) ?? [];
    list.push({ id, fn, once });
    this.#events.set(hook, list);
    return id;
  }

  once(hook: string, fn: HookFn): number {
    return this.on(hook, fn, { once: true });
  }

  off(hook: string, fnOrId: HookFn | number): void {
    const list = this.#events.get(hook);
    if (!list) return;
    this.#events.set(hook, list.filter((r) => (typeof fnOrId === "number" ? r.id !== fnOrId : r.fn !== fnOrId)));
  }

  callAll(hook: string, ...args: unknown[]): true {
    for (const reg of this.#take(hook)) reg.fn(...args);
    return true;
  }

  call(hook: string, ...args: unknown[]): boolean {
    for (const reg of this.#take(hook)) if (reg.fn(...args) === false) return false;
    return true;
  }

  /** The handlers to run now; `once` handlers are removed before they run, as in Foundry. */
  #take(hook: string): Registration[] {
    const list = [...(this.#events.get(hook) ?? [])];
    if (list.some((r) => r.once)) this.#events.set(hook, (this.#events.get(hook) ?? []).filter((r) => !r.once));
    return list;
  }

  /** How many handlers a hook has (tests assert registration). */
  count(hook: string): number {
    return this.#events.get(hook)?.length ?? 0;
  }
}

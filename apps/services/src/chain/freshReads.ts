// Identical chain reads at once share one call to the node, and none is answered from a call that
// began before it arrived: a read that finds its key's call under way waits for the next one, which
// starts as soon as that one ends and serves every read that arrived meanwhile. So each answer is
// at least as fresh as the request (a transfer confirmed before it shows), and the node sees at
// most two calls of a key at a time however many reads ask, where a balance read made one call
// per token per request before: at 500 reads a second of one account the node's and the services'
// CPU went to calls whose answers were the same, and the reads' p99 grew with their queue.

interface Running<T> {
  current: Promise<T>;
  /** The call that starts once `current` ends, shared by the reads that arrived after `current` began. */
  next: Promise<T> | undefined;
}

export class FreshReads<T> {
  readonly #running = new Map<string, Running<T>>();

  /** `call`'s answer for `key`, from a call that begins no earlier than now. */
  read(key: string, call: () => Promise<T>): Promise<T> {
    const running = this.#running.get(key);
    if (!running) return this.#start(key, call, { current: undefined as unknown as Promise<T>, next: undefined });
    running.next ??= running.current.then(ignore, ignore).then(() => {
      running.next = undefined;
      return this.#start(key, call, running);
    });
    return running.next;
  }

  #start(key: string, call: () => Promise<T>, running: Running<T>): Promise<T> {
    const current = promiseOf(call);
    running.current = current;
    this.#running.set(key, running);
    const settled = () => {
      // Nothing waits for a call after this one: the key is idle.
      if (running.current === current && running.next === undefined) this.#running.delete(key);
    };
    current.then(settled, settled);
    return current;
  }
}

const ignore = () => {};

/** `call`'s promise; a call that throws before it returns one is a failed call like any other, so its key is left idle. */
function promiseOf<T>(call: () => Promise<T>): Promise<T> {
  try {
    return call();
  } catch (error) {
    return Promise.reject(error);
  }
}

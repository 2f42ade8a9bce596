// A cross-origin message channel between two jsdom windows. jsdom's postMessage sets neither
// `origin` nor `source` and drops messages whose target origin is not the receiver's, so each
// side's postMessage is replaced by a browser-like one: the target origin must match the
// receiver's (or be "*"), the data is cloned, and the event arrives later, on its own task,
// with the sender's origin and window.

export interface Party {
  window: Window;
  origin: string;
}

const clone = <T>(data: T): T => (typeof structuredClone === 'function' ? structuredClone(data) : (JSON.parse(JSON.stringify(data)) as T));

export function linkWindows(app: Party, frame: Party): () => void {
  const delivered: { to: string; type: unknown }[] = [];
  const link = (receiver: Party, sender: Party) => {
    const original = receiver.window.postMessage;
    receiver.window.postMessage = ((message: unknown, targetOrigin: string) => {
      if (targetOrigin !== '*' && targetOrigin !== receiver.origin) return; // the browser drops it
      const data = clone(message);
      setTimeout(() => {
        delivered.push({ to: receiver.origin, type: (data as { type?: unknown } | null)?.type });
        const ReceiverMessageEvent = (receiver.window as unknown as typeof globalThis).MessageEvent;
        receiver.window.dispatchEvent(new ReceiverMessageEvent('message', { data, origin: sender.origin, source: sender.window }));
      }, 0);
    }) as typeof original;
    return () => {
      receiver.window.postMessage = original;
    };
  };
  const unlinks = [link(app, frame), link(frame, app)];
  return () => unlinks.forEach((unlink) => unlink());
}

// Which app origins the frame talks to: exactly those on the project's allowlist, compared
// as serialized origins (scheme, host, port). No wildcards.

/** `https://app.example/path` -> `https://app.example`; undefined for anything without a real origin. */
export function toOrigin(value: string): string | undefined {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The allowlist as a set of origins; entries that are not URLs are left out. */
export function normalizeAllowlist(entries: readonly unknown[]): ReadonlySet<string> {
  const origins = new Set<string>();
  for (const entry of entries) {
    const origin = typeof entry === 'string' ? toOrigin(entry) : undefined;
    if (origin) origins.add(origin);
  }
  return origins;
}

/**
 * The origin of the page that embeds the frame, as far as the browser tells before any
 * message: `location.ancestorOrigins[0]` (Chromium, WebKit), else the origin of
 * `document.referrer` (the app's client asks for `referrerpolicy="origin"`). Only a hint:
 * READY goes to it with it as postMessage's target, so the browser delivers nothing if the
 * parent is in fact another origin.
 */
export function parentOriginHint(win: Window): string | undefined {
  const ancestors = win.location.ancestorOrigins as DOMStringList | undefined;
  const first = ancestors && ancestors.length > 0 ? ancestors.item(0) : null;
  if (first) return toOrigin(first);
  const referrer = win.document.referrer;
  return referrer ? toOrigin(referrer) : undefined;
}

// A person at the stand-in, for tests: follows the authorization URL with a cookie jar, types a
// name and email on the login page, then approves or denies, and stops at the first redirect that
// leaves the provider (the services' callback), which it returns without following.
export interface StandInPerson {
  name: string;
  email: string;
  /** Deny at the consent step (access_denied), or cancel at the login page. */
  choice?: 'approve' | 'deny' | 'cancel';
  /** Untick "verified": the ID token then says email_verified false. */
  unverified?: boolean;
}

const MAX_HOPS = 12;

export class StandInBrowser {
  readonly #cookies = new Map<string, string>();
  /** The pages' HTML seen on the way, last one last. */
  readonly pages: string[] = [];

  #remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.#cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }

  /** One request, no redirect followed; cookies sent and kept (one jar for the host: paths are ignored). */
  async request(url: string, form?: Record<string, string>): Promise<Response> {
    const cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { ...(cookie ? { cookie } : {}), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    this.#remember(response);
    return response;
  }

  /** Follows redirects within `origin` from `response`; the first page there, or the first URL outside it. */
  async #follow(origin: string, response: Response, from: string): Promise<{ url: string; page?: string }> {
    let current = response;
    let url = from;
    for (let hop = 0; hop < MAX_HOPS; hop += 1) {
      const location = current.headers.get('location');
      if (!location) {
        const page = await current.text();
        this.pages.push(page);
        if (!current.ok) {
          const alert = /role="alert">([^<]*)</.exec(page)?.[1];
          throw new Error(`The stand-in answered ${current.status} at ${url}: ${alert ?? page.slice(0, 300)}`);
        }
        return { url, page };
      }
      url = new URL(location, url).href;
      if (new URL(url).origin !== origin) return { url };
      current = await this.request(url);
    }
    throw new Error(`More than ${MAX_HOPS} redirects from ${from}`);
  }

  /** The whole sign-in of `person`, from the authorization URL to the callback URL the provider sends the browser to. */
  async signIn(authorizationUrl: string, person: StandInPerson): Promise<string> {
    const { origin } = new URL(authorizationUrl);
    const choice = person.choice ?? 'approve';
    let step = await this.#follow(origin, await this.request(authorizationUrl), authorizationUrl);
    if (!step.page) return step.url;
    const login = step.url;
    if (choice === 'cancel') step = await this.#follow(origin, await this.request(`${login}/cancel`, {}), `${login}/cancel`);
    else {
      const form = { name: person.name, email: person.email, ...(person.unverified ? {} : { verified: 'yes' }) };
      step = await this.#follow(origin, await this.request(`${login}/login`, form), `${login}/login`);
    }
    if (!step.page) return step.url;
    const consent = step.url;
    const action = `${consent}/${choice === 'approve' ? 'approve' : 'deny'}`;
    step = await this.#follow(origin, await this.request(action, {}), action);
    if (step.page) throw new Error(`The stand-in showed a page after consent: ${step.page.slice(0, 300)}`);
    return step.url;
  }
}

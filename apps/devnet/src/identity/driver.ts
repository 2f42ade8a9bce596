// A person at the stand-in, for tests: follows the authorization URL with a cookie jar, types a
// name and email on the login page, then approves or denies, and stops at the first redirect that
// leaves the provider (the services' callback), which it returns without following; or, for a
// login asked with response_mode=form_post, at the page that would post the answer there, whose
// action and fields it returns without posting.
export interface StandInPerson {
  name: string;
  email: string;
  /** Deny at the consent step (access_denied), or cancel at the login page. */
  choice?: 'approve' | 'deny' | 'cancel';
  /** Untick "verified": the ID token then says email_verified false. */
  unverified?: boolean;
}

const MAX_HOPS = 12;

/** Where the provider sends the browser back: a URL to GET, or, with `form`, the fields a form_post page posts to it. */
export interface ProviderAnswer {
  url: string;
  form?: Record<string, string>;
}

const unescapeHtml = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_match, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name]!);

/** The auto-submitting form of an OpenID provider's form_post answer, if `page` is one: a form posting away from the provider's `origin`. */
function formPostOf(page: string, origin: string): ProviderAnswer | undefined {
  const action = /<form method="post" action="([^"]*)"/i.exec(page)?.[1];
  if (action === undefined || !/^https?:/.test(action) || new URL(unescapeHtml(action)).origin === origin) return undefined;
  const form: Record<string, string> = {};
  for (const [, name, value] of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g)) form[unescapeHtml(name!)] = unescapeHtml(value!);
  return { url: unescapeHtml(action), form };
}

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

  /** The whole sign-in of `person`, from the authorization URL to the callback URL the provider sends the browser to (a redirect; see `answer` for a form post). */
  async signIn(authorizationUrl: string, person: StandInPerson): Promise<string> {
    const answer = await this.answer(authorizationUrl, person);
    if (answer.form) throw new Error(`The provider answered ${answer.url} with a form post: read it with answer()`);
    return answer.url;
  }

  /** The whole sign-in of `person`, to the provider's answer: the callback URL of a redirect, or the form a form_post page posts there. */
  async answer(authorizationUrl: string, person: StandInPerson): Promise<ProviderAnswer> {
    const { origin } = new URL(authorizationUrl);
    const choice = person.choice ?? 'approve';
    let step = await this.#follow(origin, await this.request(authorizationUrl), authorizationUrl);
    if (!step.page) return { url: step.url };
    const login = step.url;
    if (choice === 'cancel') step = await this.#follow(origin, await this.request(`${login}/cancel`, {}), `${login}/cancel`);
    else {
      const form = { name: person.name, email: person.email, ...(person.unverified ? {} : { verified: 'yes' }) };
      step = await this.#follow(origin, await this.request(`${login}/login`, form), `${login}/login`);
    }
    if (!step.page) return { url: step.url };
    const posted = formPostOf(step.page, origin);
    if (posted) return posted;
    const consent = step.url;
    const action = `${consent}/${choice === 'approve' ? 'approve' : 'deny'}`;
    step = await this.#follow(origin, await this.request(action, {}), action);
    if (!step.page) return { url: step.url };
    const answer = formPostOf(step.page, origin);
    if (!answer) throw new Error(`The stand-in showed a page after consent: ${step.page.slice(0, 300)}`);
    return answer;
  }
}

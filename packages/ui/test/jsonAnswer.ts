/** A services answer as jsdom's stand-in fetch returns it (jsdom has no Response): the status, the JSON body and no headers. */
export const jsonAnswer = (status: number, body: unknown) => ({ ok: status < 300, status, headers: { get: () => null }, json: async () => body }) as unknown as Response;

// Requests Node's HTTP parser refuses before the app sees them (headers or URL past its limit, a
// malformed request line) are answered like every other error: `{ message }` as JSON, not
// Node's bare status line with an empty body.
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from './errors.js';

export const HEADERS_TOO_LARGE = 'Request headers too large: the URL and headers together must stay under 16 kB';
export const MALFORMED_REQUEST = 'Malformed HTTP request';

export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify(errorBody(tooLarge ? HEADERS_TOO_LARGE : MALFORMED_REQUEST));
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
}

import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * An HTTP request whose body the test writes itself, chunk by chunk, through
 * `write(send)`: for chunked uploads and for checking that bytes reach the service
 * before the upload is finished.
 */
export function rawRequest(
  url: string,
  opts: { method?: string; headers?: OutgoingHttpHeaders },
  write: (send: (chunk: Buffer) => Promise<void>) => Promise<void>,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // The path goes out exactly as written: no URL parsing that would resolve `..`.
    const { hostname, port, origin } = new URL(url);
    const path = url.slice(origin.length) || '/';
    const req = httpRequest(
      { hostname, port, path, method: opts.method ?? 'POST', headers: opts.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    // A gateway refusing an upload may close the socket mid-write; the response still counts.
    req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
    const send = (chunk: Buffer) =>
      new Promise<void>((ok) => {
        if (req.destroyed) return ok();
        if (req.write(chunk)) ok();
        else req.once('drain', ok);
      });
    write(send)
      .then(() => req.end())
      .catch(reject);
  });
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpMemberDirectory } from './member-directory';

/** A port where nothing listens: a server started and closed again. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('member directory over HTTP', () => {
  it('answers 503 (try again later) when auth cannot be reached, so nothing is saved', async () => {
    const directory = httpMemberDirectory(`http://127.0.0.1:${await closedPort()}`, 'secret', 1000);
    await expect(directory('0123456789abcdef01234567')).rejects.toMatchObject({
      id: 'TRY_AGAIN_LATER',
      status: 503,
    });
  });

  it('knows no member by an id that is not one, without asking', async () => {
    const directory = httpMemberDirectory('http://127.0.0.1:1', 'secret', 1000);
    await expect(directory('not-an-id')).resolves.toBeNull();
  });
});

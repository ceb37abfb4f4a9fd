import type http from 'node:http';

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Counts the requests whose handlers are still running, whether or not their client is still connected: a
 * client that hangs up does not stop its handler, which goes on reading and writing the database. A shutdown
 * waits for these, not only for the connections, before it closes the pools. A handler is done when it ends its
 * response (`res.end`, wrapped here as compression middleware wraps it), or, for a response it streams (a file,
 * an image), once the connection closes: the stream is then dropped without ever ending the response.
 */
export function handlersInFlight() {
  let running = 0;
  let waiting: Array<() => void> = [];
  const finishOne = () => {
    running--;
    if (!running) waiting.splice(0).forEach((resolve) => resolve());
  };
  return {
    track(listener: Listener): Listener {
      return (req, res) => {
        running++;
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          finishOne();
        };
        const end = res.end;
        res.end = function (this: http.ServerResponse, ...args: Parameters<typeof end>) {
          finish();
          return end.apply(this, args);
        } as typeof end;
        let streamed = false;
        res.once('pipe', () => (streamed = true));
        res.once('close', () => streamed && finish());
        listener(req, res);
      };
    },
    /** Resolves once no handler runs, or after `capMs`, whichever comes first. */
    async finished(capMs: number): Promise<void> {
      if (!running) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([new Promise<void>((resolve) => waiting.push(resolve)), new Promise((resolve) => (timer = setTimeout(resolve, capMs)))]);
      clearTimeout(timer);
      waiting = [];
    },
  };
}

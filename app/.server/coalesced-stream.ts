import { Transform } from "node:stream";

/**
 * A pass-through for a streamed page that hands on, as one chunk, everything written to it in one
 * turn of the event loop.
 *
 * React writes a page in 4 kB pieces, all in one go for the shell and again for each section that
 * finishes later. React Router's Express adapter writes each chunk it reads to the response and
 * flushes the compression stream after each one, so a 22 kB cart page was Brotli-compressed as ten
 * flushed pieces: 20 ms of CPU against 7 ms once the shell goes as one chunk (measured on /cart,
 * docs/performance.md, ninth pass), and 6.0 kB on the wire against 5.8.
 *
 * Nothing waits for more than the current turn: the shell leaves as soon as React has written it,
 * and each later section as soon as it is written. The writer is never held back: a slow phone's
 * unread part of the page waits in this stream's output buffer instead of in React's queue. Either
 * way it is in memory, and no more than one page.
 */
export function coalescedStream(options: { onEnd?: () => void } = {}): Transform {
  const held: Buffer[] = [];
  let heldBytes = 0;
  let scheduled = false;
  const release = () => {
    scheduled = false;
    if (heldBytes === 0) return;
    stream.push(held.length === 1 ? held[0] : Buffer.concat(held, heldBytes));
    held.length = 0;
    heldBytes = 0;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      held.push(chunk);
      heldBytes += chunk.length;
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback) {
      options.onEnd?.();
      release();
      callback();
    },
  });
  return stream;
}

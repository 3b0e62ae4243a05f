/**
 * ci-state's stdout or stderr closed under it: a reader that stopped reading (`ci-state run p --
 * seq 1 200000 | head -1`) or went away. Node reports a failed write as an `error` event on the
 * stream, which, unheard, ends the process with a stack trace, mid-phase and with the phase left
 * running. Heard here instead: the stream is marked broken, nothing more is written to it, and
 * whoever asked is told (the phase's command then meets the closed pipe itself, see exec.ts).
 */
type Stream = NodeJS.WritableStream;

const broken = new Map<Stream, string>();
const listeners = new Set<(stream: Stream) => void>();
const guarded = new WeakSet<Stream>();

/** Whether writes to `stream` failed (it is closed); nothing is written to it any more. */
export function isBroken(stream: Stream): boolean {
  return broken.has(stream);
}

/** Writes `text` unless the stream is broken. */
export function writeTo(stream: Stream, text: string | Uint8Array): void {
  if (!broken.has(stream)) stream.write(text);
}

/**
 * Makes a failed write to `streams` (process.stdout and process.stderr by default) mark the stream
 * broken instead of ending the process. Safe to call more than once.
 */
export function guardOutput(streams: Stream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    if (guarded.has(stream)) continue;
    guarded.add(stream);
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (broken.has(stream)) return;
      broken.set(stream, e?.code ?? 'error');
      for (const fn of listeners) fn(stream);
    });
  }
}

/**
 * Calls `fn` with each stream that breaks from now on, and at once with those already broken.
 * Returns the function that stops it.
 */
export function onBroken(fn: (stream: Stream) => void): () => void {
  listeners.add(fn);
  for (const stream of broken.keys()) fn(stream);
  return () => void listeners.delete(fn);
}

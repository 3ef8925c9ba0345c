/**
 * Progress on stderr for anything that takes over a second: a spinner with the current step on a
 * terminal, one line per step otherwise (logs and tests read those).
 */

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/** A progress indicator; `step` changes the text, `done` ends it with a final line. */
export interface Progress {
  step(text: string): void;
  done(text?: string): void;
}

/** Starts a progress indicator with `text`. */
export function progress(text: string, stream: NodeJS.WriteStream = process.stderr): Progress {
  const started = Date.now();
  let current = text;
  if (!stream.isTTY) {
    stream.write(`svc: ${text}\n`);
    return {
      step(next) {
        if (next !== current) stream.write(`svc: ${(current = next)}\n`);
      },
      done(final) {
        if (final) stream.write(`svc: ${final}\n`);
      },
    };
  }
  let frame = 0;
  const draw = () =>
    stream.write(
      `\r\x1b[2K${FRAMES[frame++ % FRAMES.length]} ${current} (${Math.round((Date.now() - started) / 1000)}s)`,
    );
  const timer = setInterval(draw, 100);
  draw();
  return {
    step(next) {
      current = next;
    },
    done(final) {
      clearInterval(timer);
      stream.write(`\r\x1b[2K${final ? `svc: ${final}\n` : ''}`);
    },
  };
}

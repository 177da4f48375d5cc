// Work that sends mail, done after the answer: a request that may send mail (a password reset)
// answers in the same time whether or not it does, so its timing tells nothing about the address.
// The work starts a moment after it is queued, once the answer has gone out (work begun at once would
// share the event loop with the answer's last steps and delay it), and runs one piece at a time, so a
// flood of requests cannot make the process do many at once. In process memory: mail queued when a
// process dies is lost, as mail refused by the SMTP server is (docs/decisions/0028).
const START_AFTER_MS = 100;

const queue: Array<{ label: string; work: () => Promise<void> }> = [];
let draining: Promise<void> | null = null;

async function drain(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, START_AFTER_MS));
  for (let next = queue.shift(); next; next = queue.shift()) {
    try {
      await next.work();
    } catch (error) {
      console.error(`${next.label} failed: ${(error as Error).message}`);
    }
  }
  draining = null;
}

/** Runs `work` after the current request has answered; a failure is logged with `label`. */
export function sendLater(label: string, work: () => Promise<void>): void {
  queue.push({ label, work });
  draining ??= drain();
}

/** Resolves when every queued piece of work has finished (shutdown, tests). */
export async function outboxSettled(): Promise<void> {
  while (draining) await draining;
}

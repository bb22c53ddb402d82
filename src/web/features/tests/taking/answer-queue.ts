import type { GivenAnswer } from '#common/tests';
import { ApiError } from '#web/lib/api';

/** Where the answers stand: all with the server, on their way, waiting for the connection, or refused. */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'closed';

export interface QueueState {
  status: SaveStatus;
  /** Answers given but not yet stored by the server. */
  waiting: number;
  /** The server's words when it refused an answer for good (time up, already submitted). */
  refusal: string | null;
  /** The questions whose last answer the server refused. */
  refused: string[];
}

interface Entry {
  answer: GivenAnswer;
  /** Counts the answers given to this question, so a reply about an older one does not drop a newer. */
  version: number;
}

type Send = (questionId: string, answer: GivenAnswer) => Promise<unknown>;

/** How long a typed answer waits for the next key before it is sent. */
const TYPING_PAUSE_MS = 800;

export const queueKey = (attemptId: string) => `vci-test-answers:${attemptId}`;

/**
 * The answers of one attempt on their way to the server (decision 068). Each answer is written to
 * localStorage first, one entry a question (a newer answer replaces the older), then sent one at
 * a time (`PUT`, which the server stores in place of the last); an entry leaves storage once the
 * server has stored that very version. Without a connection the entries stay, across a reload or
 * a closed tab, and go when `flush` runs again. A refusal for good (409: time up or submitted)
 * empties the queue and says so.
 */
export class AnswerQueue {
  private state: QueueState;
  private listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly attemptId: string,
    private readonly send: Send,
    private readonly storage: Storage = localStorage,
  ) {
    const waiting = Object.keys(this.entries()).length;
    this.state = { status: waiting ? 'offline' : 'saved', waiting, refusal: null, refused: [] };
  }

  /** The answers given here that the server has not stored yet. */
  waitingAnswers(): Record<string, GivenAnswer> {
    return Object.fromEntries(Object.entries(this.entries()).map(([id, e]) => [id, e.answer]));
  }

  getState = (): QueueState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Keeps the answer and sends it: at once, or after a pause in typing. */
  give(questionId: string, answer: GivenAnswer, { typing = false } = {}): void {
    if (this.state.status === 'closed') return;
    const entries = this.entries();
    entries[questionId] = { answer, version: (entries[questionId]?.version ?? 0) + 1 };
    this.write(entries);
    this.update({ waiting: Object.keys(entries).length });
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), typing ? TYPING_PAUSE_MS : 0);
  }

  /** Sends what waits, one answer at a time; resolves once the queue is empty or stuck. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Forgets the attempt's stored answers (once it is submitted). */
  clear(): void {
    clearTimeout(this.timer);
    this.storage.removeItem(queueKey(this.attemptId));
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      for (const [questionId, entry] of Object.entries(this.entries())) {
        if (this.state.status === 'closed') return;
        this.update({ status: 'saving' });
        try {
          await this.send(questionId, entry.answer);
          this.forget(questionId, entry.version);
        } catch (error) {
          if (
            !(error instanceof ApiError) ||
            error.status === 0 ||
            error.status === 401 ||
            error.status >= 500
          ) {
            this.update({ status: 'offline' });
            return;
          }
          if (error.status === 409) {
            this.update({
              status: 'closed',
              refusal: error.message,
              refused: [...this.state.refused, ...Object.keys(this.entries())],
            });
            this.write({});
            this.update({ waiting: 0 });
            return;
          }
          // 400 or 404: this answer can never be stored; the others still can.
          this.forget(questionId, entry.version);
          this.update({ refused: [...this.state.refused, questionId] });
        }
      }
    } while (this.again || Object.keys(this.entries()).length > 0);
    this.update({ status: 'saved' });
  }

  private forget(questionId: string, version: number): void {
    const entries = Object.fromEntries(
      Object.entries(this.entries()).filter(
        ([id, e]) => id !== questionId || e.version !== version,
      ),
    );
    this.write(entries);
    this.update({ waiting: Object.keys(entries).length });
  }

  private entries(): Record<string, Entry> {
    try {
      return JSON.parse(this.storage.getItem(queueKey(this.attemptId)) ?? '{}') as Record<
        string,
        Entry
      >;
    } catch {
      return {};
    }
  }

  private write(entries: Record<string, Entry>): void {
    const key = queueKey(this.attemptId);
    if (Object.keys(entries).length === 0) this.storage.removeItem(key);
    else this.storage.setItem(key, JSON.stringify(entries));
  }

  private update(change: Partial<QueueState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}

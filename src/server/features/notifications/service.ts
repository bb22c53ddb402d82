import type { FastifyBaseLogger } from 'fastify';
import type { ConsentSource } from '#common/notifications';
import type { Config } from '#server/config';
import type { Db } from '#server/db/database';
import type { Channel, ChannelName } from './channels/channel';
import { systemClock, type Clock } from './clock';
import { recordConsent } from './consents';
import { enqueue, type NotificationRequest } from './enqueue';
import type { MakeWhenSent, Makers } from './made-when-sent';
import { toE164 } from './recipients';
import { skipQueued } from './repo';
import type { MadeWhenSent } from './templates/events';
import { createNotificationWorker, type NotificationWorker, type WorkerOptions } from './worker';

export interface Notifications extends NotificationWorker {
  /**
   * Queues an event's messages inside the event's own transaction `trx`; call `wake` once it has
   * committed. The ids of the messages written.
   */
  enqueue(trx: Db, request: NotificationRequest): Promise<string[]>;
  /**
   * Keeps these messages unsent (skipped, with the reason) where they still wait in the queue.
   * True when none of them has left; one a worker has claimed or sent is past stopping.
   */
  withdraw(trx: Db, ids: string[], reason: string): Promise<boolean>;
  /**
   * Records, now and inside `trx`, a person's choice for a phone (ten digits or E.164) or an
   * e-mail address on one channel: a form's or the desk's tick on WhatsApp updates.
   */
  recordConsent(
    trx: Db,
    choice: { channel: ChannelName; address: string; optedIn: boolean; source: ConsentSource },
  ): Promise<void>;
  /**
   * Lets a feature make an event's secret values (a reset link) each time its message is sent,
   * so the stored row never holds them.
   */
  makeWhenSent<Event extends keyof MadeWhenSent>(event: Event, make: MakeWhenSent<Event>): void;
}

/** The outbox and its worker, on the channels and rates the configuration asks for. */
export function createNotifications(options: {
  db: Db;
  config: Config;
  channels: Record<ChannelName, Channel>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  clock?: Clock;
  worker?: Partial<WorkerOptions>;
}): Notifications {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const makers: Makers = new Map();
  const worker = createNotificationWorker({
    db: options.db,
    channels: options.channels,
    log: options.log,
    clock,
    rates: { whatsapp: config.WHATSAPP_RATE, sms: config.SMS_RATE, email: config.EMAIL_RATE },
    makers,
    quietHours: config.QUIET_HOURS,
    ...options.worker,
  });
  return {
    ...worker,
    enqueue: (trx, request) => enqueue(trx, request, clock.now()),
    withdraw: (trx, ids, reason) => skipQueued(trx, ids, reason),
    recordConsent: (trx, choice) =>
      recordConsent(trx, {
        ...choice,
        address: choice.channel === 'email' ? choice.address : toE164(choice.address),
        at: clock.now(),
      }),
    makeWhenSent(event, make) {
      makers.set(event, make);
    },
  };
}

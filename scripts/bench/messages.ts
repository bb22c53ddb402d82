/**
 * `npm run bench:messages` (after `npm run build`): BENCH_MESSAGES (10,000) queued messages drained
 * through the WhatsApp and SMS stand-ins by two built servers on one PostgreSQL database, then by
 * one on SQLite, each server sending each channel at BENCH_MESSAGE_RATE (100) a second, as
 * `npm run bench` runs it. Exits 1 when a message was not sent exactly once or the drain fell
 * short of the configured rate.
 */
import { benchMessageDrain } from './message-drain-site';

process.exit((await benchMessageDrain()) ? 0 : 1);

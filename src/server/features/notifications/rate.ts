import type { ChannelName } from './channels/channel';
import type { Clock } from './clock';

/**
 * Spaces each channel's sends to its rate (messages a second) in this process: `take` resolves
 * when the channel's next slot has come.
 */
export function channelPacer(rates: Record<ChannelName, number>, clock: Clock) {
  const nextSlot = new Map<ChannelName, number>();
  return async function take(channel: ChannelName): Promise<void> {
    const now = clock.now().getTime();
    const slot = Math.max(now, nextSlot.get(channel) ?? 0);
    nextSlot.set(channel, slot + 1000 / rates[channel]);
    if (slot > now) await clock.sleep(slot - now);
  };
}

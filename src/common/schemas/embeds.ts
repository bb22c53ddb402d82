import { z } from 'zod';

export const embedMessages = {
  https: 'Enter an address that starts with https://',
  video: 'Enter a YouTube or Vimeo video address.',
} as const;

/** An https address; the site links or frames only secure pages. */
export const httpsUrl = z
  .string({ error: embedMessages.https })
  .trim()
  .max(500, embedMessages.https)
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/i, embedMessages.https);

/**
 * The player address of a YouTube or Vimeo video, from whatever address an admin pastes:
 * watch pages, short links, shorts and embed links all become the privacy-enhanced player.
 */
export function videoEmbedUrl(pasted: string): string | null {
  const url = pasted.trim();
  const youtube =
    /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/|youtube-nocookie\.com\/embed\/)([\w-]{11})/i.exec(
      url,
    );
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = /^https:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/i.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
}

export const videoUrl = z
  .string({ error: embedMessages.video })
  .max(500, embedMessages.video)
  .transform((pasted, context) => {
    const embed = videoEmbedUrl(pasted);
    if (embed) return embed;
    context.addIssue({ code: 'custom', message: embedMessages.video });
    return z.NEVER;
  });

/** The frames a page may hold: these players and the map. */
export const FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.google.com',
];

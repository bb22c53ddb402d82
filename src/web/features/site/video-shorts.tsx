import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { SiteSettings } from '#common/site-settings';
import { useSiteSettings } from '#web/lib/site-settings';
import { useLocalized } from '#web/lib/use-localized';
import './messages';

type Video = SiteSettings['videos'][number];

const playable = (url: string) => `${url}${url.includes('?') ? '&' : '?'}autoplay=1`;

/** A video's poster; the player (a third-party frame) loads only when the visitor presses play. */
function VideoShort({ video }: { video: Video }) {
  const inLanguage = useLocalized();
  const title = inLanguage(video, 'title');
  const [playing, setPlaying] = useState(false);
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="bg-brand-950 relative aspect-video">
        {playing ? (
          <iframe
            title={title}
            src={playable(video.url)}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 size-full"
          />
        ) : (
          // Before the page has come to life it opens the video's own page.
          <a
            href={video.url}
            onClick={(event) => {
              event.preventDefault();
              setPlaying(true);
            }}
            className="group from-brand-800 to-brand-950 absolute inset-0 flex items-center justify-center bg-linear-to-br"
          >
            <span className="sr-only">
              <Trans>Play the video: {title}</Trans>
            </span>
            <span
              aria-hidden="true"
              className="bg-accent-400 text-ink flex size-16 items-center justify-center rounded-full shadow-lg transition-transform group-hover:scale-110"
            >
              <svg viewBox="0 0 24 24" className="ml-1 size-7" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </a>
        )}
      </div>
      <div className="p-5">
        <h3 className="text-lg font-bold">{title}</h3>
        <p className="mt-1 text-slate-600">{inLanguage(video, 'description')}</p>
      </div>
    </article>
  );
}

/** "Our Video Shorts": three short lessons from the site settings. */
export function VideoShorts() {
  const { videos } = useSiteSettings();
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="video-shorts" className="py-20">
      <div className="page-container">
        <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
          <Trans>Watch and learn</Trans>
        </p>
        <h2 id="video-shorts" className="mt-2 text-3xl font-extrabold tracking-tight">
          <Trans>Our Video Shorts</Trans>
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {videos.map((video) => (
            <VideoShort key={video.url} video={video} />
          ))}
        </div>
      </div>
    </section>
  );
}

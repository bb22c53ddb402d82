import type { SiteSettings } from '#common/site-settings';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  YouTubeIcon,
} from '#web/components/social-icons';

const networks = [
  { key: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { key: 'linkedin', name: 'LinkedIn', Icon: LinkedInIcon },
  { key: 'youtube', name: 'YouTube', Icon: YouTubeIcon },
  { key: 'instagram', name: 'Instagram', Icon: InstagramIcon },
] as const;

export function SocialLinks({ social }: { social: SiteSettings['social'] }) {
  return (
    <ul className="flex gap-3">
      {networks.map(({ key, name, Icon }) => (
        <li key={key}>
          <a
            href={social[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={name}
            className="hover:bg-accent-400 hover:text-ink flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors"
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}

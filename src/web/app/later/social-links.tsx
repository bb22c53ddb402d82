import type { SiteSettings } from '#common/site-settings';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  YouTubeIcon,
} from '#web/components/social-icons';

const networks = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedInIcon },
  { key: 'youtube', label: 'YouTube', Icon: YouTubeIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
] as const;

export function SocialLinks({ social }: { social: SiteSettings['social'] }) {
  return (
    <ul className="flex gap-3">
      {networks.map(({ key, label, Icon }) => (
        <li key={key}>
          <a
            href={social[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            className="hover:bg-accent-400 hover:text-ink flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors"
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}

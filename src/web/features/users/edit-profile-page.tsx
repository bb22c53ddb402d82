import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '#common/paths';
import { AuthCard } from './auth-card';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileImageForm } from './profile-image-form';
import { useCurrentUser } from './use-current-user';
import './messages';

/** Edits the logged-in user; the server acts on the session, whatever id the address holds. */
export function EditProfilePage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <AuthCard
      title={t`Update Profile`}
      intro={t`Change your profile picture and contact details.`}
      wide
      footer={
        <Link to={paths.profile.getHref()} className="text-brand-700 font-semibold underline">
          <Trans>Back to Profile</Trans>
        </Link>
      }
    >
      <div className="grid gap-10 md:grid-cols-2 md:gap-8">
        <ProfileImageForm current={user.profileImg} />
        <div className="border-t border-slate-100 pt-8 md:border-t-0 md:border-l md:pt-0 md:pl-8">
          <ProfileDetailsForm user={user} />
        </div>
      </div>
    </AuthCard>
  );
}

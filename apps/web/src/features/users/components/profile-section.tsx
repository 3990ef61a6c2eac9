import { ErrorState, PageLoader } from '../../../components/page-state';
import { useProfile } from '../api/get-profile';
import { ProfileCard } from './profile-card';

export function ProfileSection() {
  const profile = useProfile();
  if (profile.isLoading) return <PageLoader label="Loading your profile..." />;
  if (profile.isLoadingError || !profile.data) return <ErrorState message="Failed to load your profile." read={profile} />;
  return <ProfileCard profile={profile.data} />;
}

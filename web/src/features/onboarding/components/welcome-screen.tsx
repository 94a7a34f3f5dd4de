/** `/welcome`: a first landing page inside the shell, pointing to onboarding and the feed. */
import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session';
import { greetingName } from './greeting-name';

export function WelcomeScreen() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title={`Welcome to Seamline, ${greetingName(user)}!`}
        description="Set up your profile, measurements and style preferences to get fit advice and find people who share your fit."
      />
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="accent">
          <Link to="/onboarding">Start onboarding</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Go to your feed</Link>
        </Button>
      </div>
    </>
  );
}

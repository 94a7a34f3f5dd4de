/**
 * Profile editing (/profile-edit and /profile/edit). The update payload is first name, last
 * name and bio (spec 01 §3); saving arrives with the profile issue, so the form shows the
 * current values read-only.
 */
import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { useCurrentUser } from '@/lib/session';

export function ProfileEditScreen() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Edit Profile" description="Your name and bio are public; your email is used for login only." />
      <Card className="max-w-xl">
        <CardContent className="grid gap-4 pt-6">
          <div className="grid gap-1.5">
            <Label htmlFor="firstName">First name</Label>
            <Input id="firstName" defaultValue={user.firstName ?? ''} readOnly />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="lastName">Last name</Label>
            <Input id="lastName" defaultValue={user.lastName ?? ''} readOnly />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="bio">Bio</Label>
            <textarea
              id="bio"
              defaultValue={user.bio ?? ''}
              readOnly
              rows={3}
              className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
            />
          </div>
          <p className="text-sm text-stone-500">Editing your profile is not available in this version.</p>
        </CardContent>
        <CardFooter>
          <Button asChild variant="outline">
            <Link to="/profile">Back to Profile</Link>
          </Button>
        </CardFooter>
      </Card>
    </>
  );
}

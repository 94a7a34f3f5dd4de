/** Admin login (/admin-login and /admin/login): username and password, submit disabled while either is empty. */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Lock } from 'lucide-react';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { adminLogin } from '../api/admin-login';

export function AdminLoginScreen() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await adminLogin(username, password);
      await navigate({ to: '/performance' });
    } catch (error) {
      toast.error('Login failed', { description: (error as Error).message });
    } finally {
      setPending(false);
    }
  };

  return (
    <main id={MAIN_CONTENT_ID} className="flex min-h-dvh items-center justify-center px-4">
      <Card className="w-full max-w-sm p-8">
        <Lock className="size-8 text-stone-700" aria-hidden />
        <h1 className="mt-3 text-2xl font-semibold tracking-tight">Admin Login</h1>
        <p className="mt-1 text-sm text-stone-600">For the performance dashboard. Admin accounts are separate from user accounts.</p>
        <form className="mt-6 grid gap-4" onSubmit={onSubmit}>
          <div className="grid gap-1.5">
            <Label htmlFor="admin-username">Username</Label>
            <Input id="admin-username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="admin-password">Password</Label>
            <Input
              id="admin-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={!username || !password || pending}>
            {pending ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
        <Link to="/" className="mt-4 inline-block text-sm text-stone-600 underline-offset-4 hover:underline">
          Back to Home
        </Link>
      </Card>
    </main>
  );
}

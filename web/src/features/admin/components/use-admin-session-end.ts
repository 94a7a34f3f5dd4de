/** A moderation query answered 401 (the admin session ended while the page was open): go to the admin login, which comes back here, as the access check does. */
import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-client';

export function useAdminSessionEnd(error: unknown): void {
  const navigate = useNavigate();
  const ended = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (ended) void navigate({ to: '/admin/login', search: { next: '/admin/moderation' }, replace: true });
  }, [ended, navigate]);
}

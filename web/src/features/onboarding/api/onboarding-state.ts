/**
 * Onboarding milestones (spec 01 §3 UserOnboarding, §4): `GET /api/auth/onboarding?userId=`
 * and `POST /api/auth/onboarding/{userId}` with one flag set true. Types only from the
 * contracts: the route guard imports this file, so it must stay free of zod.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingFlag, OnboardingState } from '@seamline/shared/contracts/profile';
import { api } from '@/lib/api-client';

/** Query of a user's onboarding state (always re-read when the wizard opens). */
export function onboardingQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['onboarding', userId],
    queryFn: ({ signal }) => api('GET /api/auth/onboarding', { query: { userId }, signal }),
    staleTime: 0,
  });
}

/** Mark one milestone complete; the answer replaces the cached state. */
export function useMarkOnboarding(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flag: OnboardingFlag) =>
      api('POST /api/auth/onboarding/{userId}', { params: { userId }, body: { [flag]: true } as Partial<Record<OnboardingFlag, true>> }),
    onSuccess: (state: OnboardingState) => queryClient.setQueryData(onboardingQueryOptions(userId).queryKey, state),
  });
}

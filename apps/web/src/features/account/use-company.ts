import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { companyBody } from '@store/shared/api/account';
import type { CompanyProfile, CompanySaved } from '@store/shared/api/company-change';
import { api } from '../../api/client.ts';
import { USER_BASE_KEY } from '../../api/use-user-base.ts';

const COMPANY_KEY = ['user', 'company'] as const;

/** GET /api/user/company: the company in force and the 资质变更 waiting or last rejected. */
export const useCompanyProfile = () =>
  useQuery({ queryKey: COMPANY_KEY, queryFn: () => api.get<CompanyProfile>('/api/user/company') });

/** POST /api/user/company: after approval a new name or type waits for review (`pending`); the rest saves. */
export function useSaveCompanyProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof companyBody>) => api.post<CompanySaved>('/api/user/company', body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: COMPANY_KEY }),
        client.invalidateQueries({ queryKey: USER_BASE_KEY }),
      ]),
  });
}

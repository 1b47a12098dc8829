import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { qualificationState } from '@store/shared/api/qualification';
import { api } from '../../api/client.ts';
import { USER_BASE_KEY } from '../../api/use-user-base.ts';

export type QualificationState = z.infer<typeof qualificationState>;
export const QUALIFICATIONS_KEY = ['user', 'zizhi'] as const;

/** GET api/user/zizhi: required licences, what was uploaded and its review state. */
export function useQualifications() {
  return useQuery({
    queryKey: QUALIFICATIONS_KEY,
    queryFn: ({ signal }) => api.get<QualificationState>('/api/user/zizhi', { signal }),
  });
}

export type LicenceUpload = { type: string; number: string; valid_to: string; files: File[] };

/** POST /api/user/zizhi as multipart/form-data. */
export function useUploadLicence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upload: LicenceUpload) => {
      const form = new FormData();
      form.append('type', upload.type);
      form.append('number', upload.number);
      form.append('valid_to', upload.valid_to);
      for (const file of upload.files) form.append('files', file, file.name);
      return api.postMultipart<null>('/api/user/zizhi', form);
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: QUALIFICATIONS_KEY });
      void client.invalidateQueries({ queryKey: USER_BASE_KEY });
    },
  });
}

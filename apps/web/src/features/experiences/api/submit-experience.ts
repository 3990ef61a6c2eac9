import type { ExperienceInput, MessageResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { experienceKeys } from './keys';

export interface SubmitExperienceInput extends ExperienceInput {
  pdf: File;
}

/** Multipart with the spec's field names: name, email, type, year, company, linkedin, pdf. */
export function submitExperience(input: SubmitExperienceInput) {
  const form = new FormData();
  form.append('name', input.name);
  form.append('email', input.email);
  form.append('type', input.type);
  form.append('year', String(input.year));
  form.append('company', input.company);
  if (input.linkedin) form.append('linkedin', input.linkedin);
  form.append('pdf', input.pdf);
  return api.upload<MessageResponse>('POST', '/placements/submit-experience', form);
}

export function useSubmitExperience() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitExperience,
    onSuccess: () => qc.invalidateQueries({ queryKey: experienceKeys.review('pending') }),
  });
}

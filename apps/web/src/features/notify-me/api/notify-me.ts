import type { MessageResponse } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// 'Notify me' (SPEC-2 §G): ask for a mail when registration opens, then confirm or unsubscribe
// from the links in the mails.

export const requestNotify = (email: string) => api.post<MessageResponse>('/notify-me', { email });
export const confirmNotify = (token: string) => api.post<MessageResponse>('/notify-me/confirm', { token });
export const unsubscribeNotify = (token: string) =>
  api.post<MessageResponse>(`/notify-me/unsubscribe?token=${encodeURIComponent(token)}`);

export const useRequestNotify = () => useMutation({ mutationFn: requestNotify });

import type { ChangePasswordInput, MessageResponse } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const changePassword = (input: ChangePasswordInput) => api.post<MessageResponse>('/users/me/password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

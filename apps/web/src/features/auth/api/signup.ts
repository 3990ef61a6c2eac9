import type { MessageResponse, SignupInput } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const signup = (input: SignupInput) => api.post<MessageResponse>('/auth/signup', input);

export const useSignup = () => useMutation({ mutationFn: signup });

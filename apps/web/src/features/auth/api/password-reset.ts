import type { MessageResponse, ResetPasswordInput, VerifyOtpInput } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The three calls of the forgot-password flow belong to one screen, so they share this file.

export const sendOtp = (email: string) => api.post<MessageResponse>('/auth/send-otp', { email });
export const verifyOtp = (input: VerifyOtpInput) => api.post<MessageResponse>('/auth/verify-otp', input);
export const resetPassword = (input: ResetPasswordInput) => api.post<MessageResponse>('/auth/reset-password', input);

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

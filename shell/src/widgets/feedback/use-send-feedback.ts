import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FeedbackRequest, FeedbackResponse } from '@grammarpath/contracts';
import { apiJson, serverMessageOf, useToast } from '@grammarpath/platform';
import { WIDGETS_NAMESPACE } from '../i18n';

/** POST /api/feedback with the SPEC §8 toasts: saved, received (storing failed and was logged), or error. */
export function useSendFeedback() {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const { toast } = useToast();
  return useMutation({
    mutationFn: (body: FeedbackRequest) => apiJson<FeedbackResponse>('POST', '/api/feedback', body),
    onSuccess: (response) =>
      toast(
        response?.feedbackSaved
          ? {
              title: t('feedback.saved.title'),
              description: t('feedback.saved.description'),
              variant: 'success',
            }
          : { title: t('feedback.received.title'), description: t('feedback.received.description') },
      ),
    onError: (error) =>
      toast({
        title: t('feedback.failed.title'),
        description: serverMessageOf(error) ?? (error instanceof Error ? error.message : undefined),
        variant: 'destructive',
      }),
  });
}

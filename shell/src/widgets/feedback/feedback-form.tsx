import { useEffect } from 'react';
import { Button, Flex, Form, Input, Rate, Select, Typography } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGE_MIN,
  type FeedbackCategory,
  type FeedbackSource,
} from '@grammarpath/contracts';
import { nameOf, useToast, useUser } from '@grammarpath/platform';
import { WIDGETS_NAMESPACE } from '../i18n';
import { useSendFeedback } from './use-send-feedback';

interface FeedbackValues {
  name: string;
  email: string;
  message: string;
  rating: number;
  category: FeedbackCategory;
}

export interface FeedbackFormProps {
  source: FeedbackSource;
  /** Prefix of the field ids, so that two forms (dialog and home page) can share a page. */
  idPrefix: string;
  onSent?: () => void;
  onCancel?: () => void;
}

/** Name, email, message, a 1–5 star rating and a category (SPEC §2, §5). Text is sent as typed. */
export function FeedbackForm({ source, idPrefix, onSent, onCancel }: FeedbackFormProps) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const { toast } = useToast();
  const { user } = useUser();
  const [form] = Form.useForm<FeedbackValues>();
  const send = useSendFeedback();

  useEffect(() => {
    if (!user) return;
    if (!form.getFieldValue('name')) form.setFieldValue('name', nameOf(user));
    if (!form.getFieldValue('email') && user.email) form.setFieldValue('email', user.email);
  }, [form, user]);

  const isBlank = (message: string | undefined) => !message?.trim();
  const warnMissingMessage = () =>
    toast({
      title: t('feedback.missing.title'),
      description: t('feedback.missing.description'),
      variant: 'warning',
    });

  const submit = (values: FeedbackValues) => {
    if (isBlank(values.message)) {
      warnMissingMessage();
      return;
    }
    send.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        ...(values.rating ? { rating: values.rating } : {}),
        category: values.category,
        source,
      },
      {
        onSuccess: () => {
          form.resetFields(['message', 'rating', 'category']);
          onSent?.();
        },
      },
    );
  };

  return (
    <Form<FeedbackValues>
      form={form}
      layout="vertical"
      name={`${idPrefix}-feedback`}
      initialValues={{ category: 'general', rating: 0 }}
      onFinish={submit}
      onFinishFailed={({ values }) => {
        if (isBlank(values.message)) warnMissingMessage();
      }}
      requiredMark={false}
    >
      <Form.Item
        name="name"
        label={t('feedback.name')}
        rules={[{ required: true, whitespace: true, message: t('feedback.validation.nameRequired') }]}
      >
        <Input autoComplete="name" maxLength={FEEDBACK_LIMITS.nameMax} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('feedback.email')}
        rules={[
          { required: true, message: t('feedback.validation.email') },
          { type: 'email', message: t('feedback.validation.email') },
        ]}
      >
        <Input type="email" autoComplete="email" maxLength={FEEDBACK_LIMITS.emailMax} />
      </Form.Item>
      <Form.Item
        name="message"
        label={t('feedback.message')}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              !value?.trim() || value.trim().length >= FEEDBACK_MESSAGE_MIN
                ? Promise.resolve()
                : Promise.reject(new Error(t('feedback.validation.messageMin'))),
          },
        ]}
      >
        <Input.TextArea
          rows={4}
          maxLength={FEEDBACK_LIMITS.messageMax}
          placeholder={t('feedback.messagePlaceholder')}
        />
      </Form.Item>
      <Flex gap={24} wrap>
        <Form.Item
          name="rating"
          label={
            <span id={`${idPrefix}-rating-label`}>
              {t('feedback.rating')}{' '}
              <Typography.Text type="secondary">({t('feedback.ratingHint')})</Typography.Text>
            </span>
          }
        >
          <Rate
            aria-labelledby={`${idPrefix}-rating-label`}
            tooltips={[1, 2, 3, 4, 5].map((count) => t('feedback.ratingValue', { count }))}
            // Each star is a radio named by its value (antd's star is named "star" in English).
            character={({ index = 0 }) => (
              <StarFilled aria-label={t('feedback.ratingValue', { count: index + 1 })} />
            )}
          />
        </Form.Item>
        <Form.Item name="category" label={t('feedback.category')} style={{ minWidth: 200 }}>
          <Select
            options={FEEDBACK_CATEGORIES.map((value) => ({
              value,
              label: t(`feedback.categories.${value}`),
            }))}
          />
        </Form.Item>
      </Flex>
      <Flex gap={8} justify="flex-end">
        {onCancel && <Button onClick={onCancel}>{t('feedback.cancel')}</Button>}
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {send.isPending ? t('feedback.sending') : t('feedback.submit')}
        </Button>
      </Flex>
    </Form>
  );
}

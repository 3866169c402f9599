import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSendCode } from './use-send-code';

export interface SmsCodeButtonProps {
  /** Returns the phone and country code to send to, or null when the phone field is invalid. */
  target: () => Promise<{ phone: string; countryCode: string } | null>;
  onError: (message: string) => void;
}

/** "Get code" with the 60 s countdown (§4); the countdown also follows the server's resend time. */
export function SmsCodeButton({ target, onError }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const { left, sending, send } = useSendCode(onError);
  return (
    <Button
      data-testid="send-code"
      disabled={left > 0}
      loading={sending}
      onClick={async () => {
        const to = await target();
        if (to) await send(to);
      }}
      style={{ minWidth: 120 }}
    >
      {left > 0 ? t('common:session.resendIn', { seconds: left }) : t('common:session.getCode')}
    </Button>
  );
}

import { useTranslation } from 'react-i18next';
import { useSendCodeMutation } from '../api';
import { errorText, SMS_COUNTDOWN_SECONDS } from '../rules';
import { useCountdown } from '../use-countdown';

/** Sends an SMS code and runs the resend countdown; a refusal (e.g. 429) goes to `onError`. */
export function useSendCode(onError: (message: string) => void) {
  const { t } = useTranslation();
  const [sendCode, { isLoading }] = useSendCodeMutation();
  const { left, start } = useCountdown();
  return {
    left,
    sending: isLoading,
    async send(to: { phone: string; countryCode: string }) {
      try {
        const answer = await sendCode(to).unwrap();
        start(answer.resendAfter || SMS_COUNTDOWN_SECONDS);
      } catch (error) {
        onError(errorText(error, t('common:error.unknown')));
      }
    },
  };
}

import { Trans } from 'react-i18next';
import { Link } from 'react-router';

/** The consent's text with the policy links; they open beside the form, which keeps its input. */
export function ConsentText() {
  return (
    <Trans
      i18nKey="common:consent.label"
      components={{
        privacy: <Link to="/privacy" target="_blank" rel="noopener" data-testid="consent-privacy" />,
        terms: <Link to="/terms" target="_blank" rel="noopener" data-testid="consent-terms" />,
      }}
    />
  );
}

/** A form rule refusing an unticked consent with `message`. */
export const consentRule = (message: string) => ({
  validator: async (_: unknown, accepted: boolean | undefined) => {
    if (!accepted) throw new Error(message);
  },
});

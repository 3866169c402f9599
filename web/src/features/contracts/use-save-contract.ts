import { useTranslation } from 'react-i18next';
import { useMoveContractMutation, useSaveContractMutation, type ContractForm } from './api';
import type { LineValue } from './form-model';

/**
 * Saves the form (adds when `id` is '0') and, when asked, submits it at once. A refused
 * submission still leaves the saved draft, which the contract page then shows. Answers the
 * contract's id and the message to show (the party check's flag when it found one).
 */
export function useSaveContract(id: string) {
  const { t } = useTranslation();
  const [save, saving] = useSaveContractMutation();
  const [move, moving] = useMoveContractMutation();
  const run = async (body: ContractForm, andSubmit: boolean) => {
    const saved = await save(id === '0' ? body : { ...body, id }).unwrap();
    if (!andSubmit) return { id: saved.id, notice: t('contract:form.saved'), flagged: false };
    const moved = await move({ id: saved.id, status: 'submitted' })
      .unwrap()
      .catch(() => null);
    const flagged = Boolean(moved?.partyMismatch);
    const notice = !moved ? null : t(flagged ? 'contract:form.submittedFlagged' : 'contract:form.submitted');
    return { id: saved.id, notice, flagged };
  };
  return { run, saving: saving.isLoading && !moving.isLoading, submitting: moving.isLoading };
}

/** The form's rule for its lines: at least one that is not blank. */
export function linesRule(message: string) {
  return {
    validator: (_rule: unknown, lines: LineValue[] | undefined) =>
      (lines ?? []).some((l) => l.name?.trim() || l.quantity?.trim() || l.unitPrice?.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

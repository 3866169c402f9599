import type { TFunction } from 'i18next';
import type { DossierEntry } from './api';

/** How a step reads on the timeline, the same on desktop and phone. */
export interface DossierLine {
  key: string;
  kind: DossierEntry['kind'];
  /** The step's name: "Milestone · Shipped", "Customs receipt · CEB304". */
  title: string;
  /** When it happened (the reader's locale), or a milestone's own date. */
  when: string;
  /** The outcome and the free text: a status, a returnInfo, a note. */
  details: string[];
  tone: 'done' | 'customs' | 'error';
  /** A milestone's files, to open from the dossier. */
  files: DossierEntry['attachments'];
}

const CUSTOMS_KINDS: ReadonlyArray<DossierEntry['kind']> = ['declaration', 'receipt'];

/** The dossier's entries as timeline lines, in the order the service gives (oldest first). */
export function dossierLines(entries: DossierEntry[], t: TFunction, locale: string): DossierLine[] {
  return entries.map((entry, i) => {
    const kind = t(`contract:dossier.kind.${entry.kind}`);
    const details: string[] = [];
    let subject = entry.subject;
    switch (entry.kind) {
      case 'milestone':
        subject = t(`contract:milestone.${entry.subject}`);
        break;
      case 'contractReviewed':
      case 'contractClosed':
        details.push(t(`contract:status.${entry.status}`));
        break;
      case 'declaration':
        details.push(t(`contract:dossier.event.${entry.status}`, { defaultValue: entry.status }));
        break;
      case 'receipt':
        details.push(t('contract:dossier.returnStatus', { status: entry.status }));
        break;
      default:
        // The marketplace's steps and the contract's filing say all in their title.
        break;
    }
    if (entry.number) details.push(t('contract:dossier.number', { number: entry.number }));
    if (entry.info) details.push(entry.info);
    return {
      key: `${entry.kind}-${entry.at}-${i}`,
      kind: entry.kind,
      title: subject ? `${kind} · ${subject}` : kind,
      when: entry.date || new Date(entry.at).toLocaleString(locale),
      details,
      tone: entry.error ? 'error' : CUSTOMS_KINDS.includes(entry.kind) ? 'customs' : 'done',
      files: entry.attachments,
    };
  });
}

import type { ConsultationType } from './api';

export type ConsultationFieldName =
  | 'name'
  | 'company'
  | 'contact'
  | 'phone'
  | 'code'
  | 'password'
  | 'email'
  | 'country'
  | 'departurePort'
  | 'destinationPort'
  | 'content';

export interface ConsultationField {
  name: ConsultationFieldName;
  required?: boolean;
}

/**
 * Each form's fields in the order it shows them, and which it requires: the same rule the
 * notify service applies (it answers a missing one with its §5 message too).
 */
export const FORM_FIELDS: Record<ConsultationType, ConsultationField[]> = {
  message: [
    { name: 'name', required: true },
    { name: 'company' },
    { name: 'email' },
    { name: 'content', required: true },
  ],
  logistics: [
    { name: 'name', required: true },
    { name: 'company' },
    { name: 'phone', required: true },
    { name: 'code', required: true },
    { name: 'country', required: true },
    { name: 'email' },
    { name: 'departurePort', required: true },
    { name: 'destinationPort', required: true },
    { name: 'content' },
  ],
  service: [
    { name: 'name', required: true },
    { name: 'company', required: true },
    { name: 'phone', required: true },
    { name: 'code', required: true },
    { name: 'email' },
    { name: 'content' },
  ],
  report: [
    { name: 'name', required: true },
    { name: 'company', required: true },
    { name: 'phone', required: true },
    { name: 'code', required: true },
    { name: 'email', required: true },
    { name: 'country', required: true },
    { name: 'content', required: true },
  ],
  promotion: [
    { name: 'company', required: true },
    { name: 'contact', required: true },
    { name: 'phone', required: true },
    { name: 'code', required: true },
    { name: 'password', required: true },
    { name: 'email' },
    { name: 'content' },
  ],
};

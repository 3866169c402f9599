import { baseApi } from '@/lib/api/base-api';

/** The portal's forms, as notify types its guestbook entries. */
export type ConsultationType = 'message' | 'logistics' | 'service' | 'report' | 'promotion';

/** A consultation form or guestbook message as /guestbook/add takes it. */
export interface ConsultationRequest {
  type: ConsultationType;
  source?: string;
  name: string;
  phone?: string;
  countryCode?: string;
  code?: string;
  email?: string;
  company?: string;
  contact?: string;
  country?: string;
  departurePort?: string;
  destinationPort?: string;
  content?: string;
  consent: boolean;
}

/** §7 /guestbook/add; errors show in the form (silent), next to the field they name. */
export const consultationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendConsultation: build.mutation<{ id: string }, ConsultationRequest>({
      query: (body) => ({ url: '/guestbook/add', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useSendConsultationMutation } = consultationApi;

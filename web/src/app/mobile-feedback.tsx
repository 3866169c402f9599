import { Dialog, Toast } from 'antd-mobile';
import type { Feedback } from '@/lib/feedback';

/** The feedback of non-React code on a phone: antd-mobile's Toast and Dialog, never antd's. */
export const MOBILE_FEEDBACK: Feedback = {
  message: { success: (content) => Toast.show({ icon: 'success', content }) },
  notification: {
    error: ({ title, description }) =>
      Toast.show({
        icon: 'fail',
        content: description ? (
          <>
            <strong>{title}</strong>
            <br />
            {description}
          </>
        ) : (
          title
        ),
        duration: 3000,
      }),
    destroy: () => Toast.clear(),
  },
  modal: {
    error: ({ title, content, okText, onOk }) =>
      Dialog.alert({ title, content, confirmText: okText, onConfirm: onOk, closeOnMaskClick: false }),
  },
};

import { useState, type ReactNode } from 'react';
import { App, Button, Modal, type ModalProps } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface DialogProps extends Omit<ModalProps, 'onCancel' | 'title'> {
  title?: ReactNode;
  /** Called once closing is allowed. */
  onClose: () => void;
  /** True while the form inside has unsaved edits: closing asks first (§4). */
  dirty?: boolean;
  /** Start in full screen. */
  defaultFullscreen?: boolean;
}

/** Dialog with a fullscreen toggle (§2) that confirms before discarding unsaved edits. */
export function Dialog({
  title,
  onClose,
  dirty = false,
  defaultFullscreen = false,
  width = 720,
  children,
  ...rest
}: DialogProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [fullscreen, setFullscreen] = useState(defaultFullscreen);

  const requestClose = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('common:dialog.unsavedTitle'),
      content: t('common:dialog.unsavedText'),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: onClose,
    });
  };

  const toggle = (
    <Button
      type="text"
      size="small"
      aria-label={fullscreen ? t('common:actions.exitFullscreen') : t('common:actions.fullscreen')}
      icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={() => setFullscreen((f) => !f)}
      style={{ marginRight: 28 }}
    />
  );

  return (
    <Modal
      {...rest}
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <span>{title}</span>
          {toggle}
        </div>
      }
      onCancel={requestClose}
      width={fullscreen ? '100vw' : width}
      className={fullscreen ? 'dialog-fullscreen' : undefined}
      style={fullscreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0, margin: 0 } : undefined}
      styles={fullscreen ? { body: { minHeight: 'calc(100vh - 110px)' } } : undefined}
      data-fullscreen={fullscreen}
    >
      {children}
    </Modal>
  );
}

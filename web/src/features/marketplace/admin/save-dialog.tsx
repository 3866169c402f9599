import { useEffect, useState } from 'react';
import { Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { galleryIds, galleryItems, ProductFormFields, type FormValues } from '../product-form';
import { useSaveAdminProductMutation, type AdminProduct, type AdminSaveBody, type ProductKind } from './api';
import { MemberPicker, type PickedMember } from './member-picker';

/**
 * The back office's save of a supply or demand on a member's behalf: the member's own form
 * fields, and the member it is posted for (chosen when adding; an edit keeps the owner).
 * The company shown is the chosen member account's, as on the member's own posts. What the
 * admin saves is approved at once (the admin is the reviewer).
 */
export function AdminSaveDialog({
  kind,
  product,
  onClose,
}: {
  kind: ProductKind;
  product?: AdminProduct;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues & { memberId?: string }>();
  const [save, { isLoading }] = useSaveAdminProductMutation();
  const owner = product ? { id: product.memberId, companyName: product.companyName } : undefined;
  const [member, setMember] = useState<PickedMember | undefined>(owner);

  useEffect(() => {
    if (product)
      form.setFieldsValue({
        ...product,
        price: product.price ?? undefined,
        validUntil: dayjs(product.validUntil),
        gallery: galleryItems(product),
        memberId: product.memberId,
      } as unknown as FormValues);
  }, [product, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the form shows the messages
    const body = {
      ...values,
      ...(product ? { id: product.id } : {}),
      gallery: galleryIds(values.gallery),
      validUntil: values.validUntil.endOf('day').toISOString(),
    } as AdminSaveBody;
    try {
      await save({ kind, body }).unwrap();
      onClose();
    } catch {
      // The base query already showed the server's message (§8).
    }
  };

  return (
    <Modal
      open
      title={t(product ? 'admin:market.save.editTitle' : 'admin:market.save.addTitle', {
        kind: t(`admin:market.pages.${kind}`),
      })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common:actions.save')}
      confirmLoading={isLoading}
      width={760}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name={`admin-${kind}-form`}>
        <Form.Item
          name="memberId"
          label={t('admin:market.save.member')}
          rules={[{ required: true, message: t('admin:market.save.memberRequired') }]}
          extra={product ? t('admin:market.save.ownerKept') : t('admin:market.save.approvedAtOnce')}
        >
          <MemberPicker disabled={!!product} selected={owner} onChange={(_id, picked) => setMember(picked)} />
        </Form.Item>
        <ProductFormFields
          kind={kind}
          companyName={member?.companyName ?? ''}
          companyHint={t('admin:market.save.companyFromMember')}
          audience="admin"
        />
      </Form>
    </Modal>
  );
}

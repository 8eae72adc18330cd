import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageLoading } from '../../../components/ui/PageLoading';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useCreateProperty } from '../api/create-property';
import { useDeleteProperty } from '../api/delete-property';
import { useProperties } from '../api/list-properties';
import { useUpdateProperty } from '../api/update-property';
import type { Property } from '../api/types';
import { DeletePropertyDialog } from '../components/DeletePropertyDialog';
import { PropertyCard } from '../components/PropertyCard';
import { PropertyForm } from '../components/PropertyForm';
import { emptyPropertyForm, propertyToForm } from '../property-form';
import '../properties.css';

type Editing = { mode: 'create' } | { mode: 'edit'; property: Property } | null;

/** /properties (clients only, spec section 2): list, add, edit, delete with confirmation. */
export function PropertiesPage() {
  const { t } = useTranslation(['properties', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const properties = useProperties();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const remove = useDeleteProperty();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Property | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const formTitleRef = useRef<HTMLHeadingElement>(null);
  usePageTitle(t('properties:title'));
  // Keyboard and screen-reader users land on the form's title when it opens.
  useEffect(() => {
    if (editing) formTitleRef.current?.focus();
  }, [editing]);

  const backToList = () => {
    setEditing(null);
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  const succeeded = (description: string) => toast({ title: t('properties:toast.savedTitle'), description, variant: 'success' });

  if (editing) {
    const isEdit = editing.mode === 'edit';
    return (
      <div className="container properties-page">
        <h1 tabIndex={-1} ref={formTitleRef}>
          {isEdit ? t('properties:form.editTitle', { name: editing.property.name }) : t('properties:form.addTitle')}
        </h1>
        <div className="card">
          <PropertyForm
            key={isEdit ? editing.property.id : 'new'}
            initial={isEdit ? propertyToForm(editing.property) : emptyPropertyForm()}
            submitLabel={isEdit ? t('properties:actions.save') : t('properties:actions.add')}
            busy={create.isPending || update.isPending}
            failureText={isEdit ? t('properties:errors.updateFailed') : t('properties:errors.createFailed')}
            onCancel={backToList}
            onSubmit={async (input) => {
              if (isEdit) {
                await update.mutateAsync({ id: editing.property.id, input });
                succeeded(t('properties:toast.updated'));
              } else {
                await create.mutateAsync(input);
                succeeded(t('properties:toast.created'));
              }
              backToList();
            }}
          />
        </div>
      </div>
    );
  }

  return (
    <div className="container properties-page">
      <div className="properties-page__header">
        <h1 ref={titleRef} tabIndex={-1}>
          {t('properties:title')}
        </h1>
        <button type="button" className="btn btn--primary" onClick={() => setEditing({ mode: 'create' })}>
          {t('properties:actions.addOpen')}
        </button>
      </div>
      <p className="properties-page__lead">{t('properties:lead')}</p>
      {properties.isPending ? (
        <PageLoading />
      ) : properties.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{describe(properties.error, t('properties:errors.loadFailed'))}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void properties.refetch()}>
            {t('properties:actions.retry')}
          </button>
        </div>
      ) : properties.data.length === 0 ? (
        <EmptyState art="properties" className="card properties-page__empty">
          <p>{t('properties:empty')}</p>
        </EmptyState>
      ) : (
        <div className="properties-page__list">
          {properties.data.map((p) => (
            <PropertyCard key={p.id} property={p} onEdit={() => setEditing({ mode: 'edit', property: p })} onDelete={() => setDeleting(p)} />
          ))}
        </div>
      )}
      <DeletePropertyDialog
        property={deleting}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              succeeded(t('properties:toast.deleted', { name }));
              requestAnimationFrame(() => titleRef.current?.focus());
            },
            onError: (failure) => {
              toast({ title: t('common:toast.error'), description: describe(failure, t('properties:errors.deleteFailed')), variant: 'destructive' });
            },
          });
        }}
      />
    </div>
  );
}

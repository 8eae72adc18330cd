import { useTranslation } from 'react-i18next';
import type { Property } from '../api/types';

export interface PropertyCardProps {
  property: Property;
  onEdit: () => void;
  onDelete: () => void;
}

/** One property in the list: name, address, the home at a glance, and its actions. */
export function PropertyCard({ property: p, onEdit, onDelete }: PropertyCardProps) {
  const { t, i18n } = useTranslation('properties');
  const number = (n: number) => n.toLocaleString(i18n.language);
  const headingId = `property-${p.id}-name`;
  return (
    <article className="card property-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="property-card__name">
        {p.name}
      </h2>
      <p className="property-card__address">{p.address.label}</p>
      <ul className="property-card__facts">
        <li>{t(`types.${p.type}`)}</li>
        <li>{t('facts.bedrooms', { count: p.bedrooms })}</li>
        <li>{t('facts.bathrooms', { count: p.bathrooms, value: number(p.bathrooms) })}</li>
        <li>{t('facts.stories', { count: p.stories })}</li>
        {p.squareFeet !== null ? <li>{t('facts.squareFeet', { value: number(p.squareFeet) })}</li> : null}
      </ul>
      <div className="property-card__actions">
        <button type="button" className="btn btn--secondary" onClick={onEdit} aria-label={t('actions.editNamed', { name: p.name })}>
          {t('actions.edit')}
        </button>
        <button type="button" className="btn btn--danger" onClick={onDelete} aria-label={t('actions.deleteNamed', { name: p.name })}>
          {t('actions.delete')}
        </button>
      </div>
    </article>
  );
}

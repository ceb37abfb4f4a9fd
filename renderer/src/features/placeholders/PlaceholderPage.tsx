import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { resources } from '../../i18n';

export type PlaceholderName = keyof (typeof resources)['en']['pages'];

/** A view still to be built: its title and a sentence saying what it will hold. */
export default function PlaceholderPage({ page }: { page: PlaceholderName }) {
  const { t } = useTranslation('pages');
  // The route's parameters (query, tag, ...) fill the texts that mention them.
  const params = useParams();
  return (
    <div className="page">
      <h1 className="page-title">{t(`${page}.title`, params)}</h1>
      <p className="page-lead">{t(`${page}.body`, params)}</p>
    </div>
  );
}

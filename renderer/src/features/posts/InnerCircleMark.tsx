import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../ui/icons';

/** Says a post is for the author's Inner Circle (approved followers) only, wherever it shows. */
export function InnerCircleMark() {
  const { t } = useTranslation('posts');
  return (
    <span className="inner-circle-mark" title={t('card.innerCircleHint')} data-testid="inner-circle-mark">
      <LineIcon name="innerCircle" size={14} />
      {t('audience.private')}
    </span>
  );
}

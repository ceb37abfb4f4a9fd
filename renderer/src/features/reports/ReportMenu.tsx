import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../ui/MenuButton';
import type { ReportTarget } from './ReportDialog';
import { useReport } from './useReport';

/** The "⋯" menu of someone else's comment or message: one entry, Report. */
export function ReportMenu({ itemType, target }: { itemType: 'comment' | 'message'; target: ReportTarget }) {
  const { t } = useTranslation('reports');
  const { openReport, reportElements } = useReport(itemType, target);
  const open = itemType === 'comment' ? t('menu.openComment') : t('menu.openMessage');

  return (
    <>
      <MenuButton block="report-menu" label={open} face="⋯">
        {(close) => (
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            onClick={() => {
              close();
              openReport();
            }}
          >
            {t(`menu.${itemType}`)}
          </button>
        )}
      </MenuButton>
      {reportElements}
    </>
  );
}

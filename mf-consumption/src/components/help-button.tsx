import { useState } from 'react';
import { Modal } from '@portal/shared';
import { HelpIcon } from '@portal/shared/icons';
import { useTexts } from '../i18n/texts';

/** The help topics of SPEC §2. */
export type HelpTopic =
  'rating' | 'consumption' | 'co2' | 'indoor_climate' | 'cost_estimate' | 'per_room' | 'per_meter';

/** A round "?" icon button (named for screen readers) that opens the topic's help modal. */
export function HelpButton({ topic }: { topic: HelpTopic }) {
  const { t, tc } = useTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="pui-help mfc-help"
        aria-label={t(`help.${topic}.open`)}
        onClick={() => setOpen(true)}
      >
        <HelpIcon size={22} aria-hidden="true" focusable="false" />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t(`help.${topic}.title`)} closeLabel={tc('modal.close')}>
        <p>{t(`help.${topic}.body`)}</p>
        {topic === 'indoor_climate' ? <p>{tc('tip.lower_temperature')}</p> : null}
      </Modal>
    </>
  );
}

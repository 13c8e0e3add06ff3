import { Banner } from '../banner';
import { Button } from '../button';
import type { FormDraft } from './use-form-draft';
import styles from './draft-offer.module.css';

/** Offers the draft an earlier visit left: continue it or start anew (docs/forms.md#drafts). */
export function DraftOffer({ draft }: { draft: FormDraft }) {
  if (!draft.offered) return null;
  return (
    <Banner tone="blue" title="Вы не закончили заполнять форму" text="Продолжить с того места, где остановились?">
      <div className={styles.actions}>
        <Button size="sm" variant="primary" onClick={draft.resume}>
          Продолжить
        </Button>
        <Button size="sm" variant="secondary" onClick={draft.startAnew}>
          Начать заново
        </Button>
      </div>
    </Banner>
  );
}

import styles from './missing-fields-line.module.css';

/**
 * Where Telegram's main button appears once the form is complete: until then, a live line saying what is still
 * missing (see `missingFieldsText`), kept at the bottom of the screen so it is read where the button will be.
 */
export function MissingFieldsLine({ text }: { text: string | undefined }) {
  return (
    <p className={text ? styles.line : styles.empty} role="status" data-testid="missing-fields">
      {text}
    </p>
  );
}

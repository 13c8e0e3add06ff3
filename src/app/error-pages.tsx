import type { ReactNode } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError, errorCodeOf, messageOf } from '@/api/client';
import { defaultView, pathOf } from '@/shared/navigation/views';
import { UserIcon } from '@/shared/ui/icons';
import styles from './error-pages.module.css';

interface ErrorScreenProps {
  figure?: ReactNode;
  title: string;
  message: string;
  detail?: string;
  actionLabel?: string;
  onAction?: () => void;
}

function ErrorScreen({ figure, title, message, detail, actionLabel, onAction }: ErrorScreenProps) {
  return (
    <section className={styles.page} role="alert">
      {figure && (
        <div className={styles.figure} aria-hidden="true">
          {figure}
        </div>
      )}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {actionLabel && onAction && (
        <button type="button" className={styles.action} onClick={onAction}>
          {actionLabel}
        </button>
      )}
    </section>
  );
}

/** Shown for an unknown view. */
export function NotFoundPage() {
  const router = useRouter();
  return (
    <ErrorScreen
      figure="404"
      title="Страница не найдена"
      message="Извините, запрашиваемая страница не существует"
      actionLabel="Попробовать снова"
      onAction={() => void router.navigate({ to: pathOf(defaultView), replace: true })}
    />
  );
}

/**
 * Shown when the app was opened without Telegram's init data, the user could not be loaded, or the backend no
 * longer accepts Telegram's signature (`detail` then says to reopen the app: retrying cannot help).
 */
export function UserNotFoundPage({ onRetry, detail }: { onRetry?: () => void; detail?: string }) {
  return (
    <ErrorScreen
      figure={<UserIcon size={72} strokeWidth={1.5} />}
      title="Пользователь не найден"
      message="Произошла ошибка при загрузке данных пользователя"
      detail={onRetry ? undefined : (detail ?? 'Откройте приложение из чата с ботом в Telegram.')}
      actionLabel={onRetry ? 'Попробовать снова' : undefined}
      onAction={onRetry}
    />
  );
}

/** The generic error page for any other failure: a failed load or a render error. */
export function ErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const offline = error instanceof ApiError && error.status === 0;
  return (
    <ErrorScreen
      figure={error instanceof ApiError && error.status >= 400 ? String(error.status) : undefined}
      title={offline ? 'Нет соединения' : 'Что-то пошло не так'}
      message={
        offline
          ? 'Не удалось связаться с сервером. Проверьте интернет и попробуйте снова.'
          : 'Не удалось показать эту страницу. Попробуйте снова — ваши данные не потеряны.'
      }
      actionLabel="Попробовать снова"
      onAction={onRetry}
    />
  );
}

/** Failures about the seller themself: nothing in the app can be shown, so their page replaces the whole app. */
function isSellerFailure(error: unknown): boolean {
  return errorCodeOf(error) === 'init_data_expired' || (error instanceof ApiError && error.operationId === 'getUser');
}

/**
 * A view's error component (docs/errors.md#error-pages): a view whose data failed keeps the header and navigation and
 * shows its error page in the content area, with its retry. A failure about the seller goes up to the root's page.
 */
export function ContentErrorPage(props: ErrorComponentProps) {
  if (isSellerFailure(props.error)) throw props.error;
  return <ViewErrorPage {...props} />;
}

/** The router's error component: the user-not-found page when the user failed to load, else the generic page. */
export function ViewErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  // Telegram's signature is too old: the same init data would be refused again, only reopening the app signs anew.
  if (errorCodeOf(error) === 'init_data_expired')
    return <UserNotFoundPage detail={messageOf(error, 'Закройте приложение и откройте его снова из чата с ботом.')} />;
  if (error instanceof ApiError && error.operationId === 'getUser') return <UserNotFoundPage onRetry={retry} />;
  return <ErrorPage error={error} onRetry={retry} />;
}
